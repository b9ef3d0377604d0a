/** What `npm audit --json` prints: the report, or the registry's error. */
export interface AuditReport {
  statusCode?: number;
  message?: string;
  vulnerabilities?: Record<
    string,
    { severity: string; via: Array<string | { title?: string; url?: string }>; fixAvailable?: unknown }
  >;
  metadata?: { vulnerabilities: Record<string, number> };
}

const BLOCKING = new Set(['high', 'critical']);

/**
 * High and critical advisories fail; lower ones are listed in the counts. A registry that gave no advisories (a
 * mirror without the audit endpoint answers 405) cannot be judged: said loudly, failing only when `required`.
 */
export function auditVerdict(report: AuditReport, required: boolean): { exitCode: 0 | 1; lines: string[] } {
  if (!report.metadata) {
    const why = report.message ?? `status ${report.statusCode ?? 'unknown'}`;
    return {
      exitCode: required ? 1 : 0,
      lines: [`npm audit: COULD NOT CHECK the production dependencies: the registry gave no advisories (${why}).`],
    };
  }
  const blocking = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => BLOCKING.has(v.severity));
  const counts = Object.entries(report.metadata.vulnerabilities)
    .filter(([k]) => k !== 'total')
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  if (blocking.length === 0)
    return { exitCode: 0, lines: [`npm audit --omit=dev: no high or critical advisories (${counts}).`] };
  return {
    exitCode: 1,
    lines: [
      `npm audit --omit=dev: ${blocking.length} packages with high or critical advisories (${counts}):`,
      ...blocking.map(([name, v]) => {
        const via = v.via.map((x) => (typeof x === 'string' ? `via ${x}` : `${x.title ?? ''} ${x.url ?? ''}`.trim()));
        return `  ${name} (${v.severity}): ${via.join('; ')}${v.fixAvailable ? '' : ' [no fix available]'}`;
      }),
      'Upgrade them (npm audit fix --omit=dev, or a newer direct dependency) before landing.',
    ],
  };
}
