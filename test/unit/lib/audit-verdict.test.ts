import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/audit/verdict';

const counts = (over: Record<string, number> = {}) => ({
  info: 0,
  low: 0,
  moderate: 0,
  high: 0,
  critical: 0,
  total: 0,
  ...over,
});

describe('the npm audit step of npm test', () => {
  it('passes without high or critical advisories, naming the lower ones', () => {
    const verdict = auditVerdict(
      {
        vulnerabilities: { debug: { severity: 'low', via: [{ title: 'ReDoS', url: 'https://example.test/1' }] } },
        metadata: { vulnerabilities: counts({ low: 1, total: 1 }) },
      },
      true,
    );
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toContain('1 low');
  });

  it('fails on a high or critical advisory and names the package and the advisory', () => {
    const verdict = auditVerdict(
      {
        vulnerabilities: {
          'fast-xml-parser': {
            severity: 'critical',
            via: [{ title: 'Prototype pollution', url: 'https://example.test/2' }],
            fixAvailable: true,
          },
          '@aws-sdk/core': { severity: 'high', via: ['fast-xml-parser'], fixAvailable: false },
          semver: { severity: 'moderate', via: [{ title: 'ReDoS' }] },
        },
        metadata: { vulnerabilities: counts({ moderate: 1, high: 1, critical: 1, total: 3 }) },
      },
      false,
    );
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines.join('\n')).toMatch(/fast-xml-parser \(critical\): Prototype pollution/);
    expect(verdict.lines.join('\n')).toMatch(/@aws-sdk\/core \(high\): via fast-xml-parser \[no fix available\]/);
    expect(verdict.lines.join('\n')).not.toMatch(/semver \(/);
  });

  it('a registry without advisories is reported, and fails only when the check is required', () => {
    const unavailable = { statusCode: 405, message: '405 Method Not Allowed - POST .../advisories/bulk' };
    expect(auditVerdict(unavailable, false)).toMatchObject({
      exitCode: 0,
      lines: [expect.stringContaining('COULD NOT CHECK')],
    });
    expect(auditVerdict(unavailable, true).exitCode).toBe(1);
  });
});
