import { spawnSync } from 'node:child_process';
import { auditVerdict, type AuditReport } from './audit/verdict';

/** `npm test`'s audit step: `npm audit --omit=dev` must show no high or critical advisory in what ships. */
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  report = { message: (run.stderr || run.stdout || 'no output').trim().split('\n').slice(-3).join(' ') };
}
const { exitCode, lines } = auditVerdict(report, process.env.AUDIT_REQUIRED === '1');
for (const line of lines) console.log(line);
process.exit(exitCode);
