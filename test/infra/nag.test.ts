import { App, Stack, Validations } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from './support/synth';

interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

/** Synthesizes with the cdk-nag plugin and returns the findings from the outdir's validation-report.json. */
function nagFindings(app: App, outdir: string): string[] {
  try {
    app.synth();
  } catch (error) {
    // Findings make synth throw; the report below lists them.
    if (!(error instanceof Error) || !error.message.includes('validation-report.json')) throw error;
  }
  const reportFile = join(outdir, 'validation-report.json');
  expect(existsSync(reportFile), 'the validation plugin wrote its report').toBe(true);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((v) => `${v.ruleName} at ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}`),
  );
}

/** Every `Validations.of(x).acknowledge()` in the app: rule id and reason. */
function acknowledgements(app: App): { path: string; id: string; reason: string }[] {
  return app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

describe('cdk-nag AwsSolutions', () => {
  it('reports findings of a non-compliant construct (the check and the report reading work)', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'tricoach-nag-control-'));
    const app = new App({ outdir });
    new Queue(new Stack(app, 'Control'), 'PlainQueue', {});
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    const findings = nagFindings(app, outdir);
    rmSync(outdir, { recursive: true, force: true });
    expect(findings.some((finding) => finding.startsWith('AwsSolutions-SQS3'))).toBe(true);
    expect(findings.some((finding) => finding.startsWith('AwsSolutions-SQS4'))).toBe(true);
  });

  it('has zero unacknowledged findings on the dev stage, every acknowledgement with a reason', () => {
    const { app, outdir, dispose } = buildApp({ nag: true });
    onTestFinished(dispose);
    expect(nagFindings(app, outdir)).toEqual([]);

    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id, ack.path).toMatch(/AwsSolutions-[A-Z]+\d+/);
      expect(ack.reason.trim().length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(20);
    }
    // The CloudFront default certificate cannot be pinned to TLS 1.2; that exception is documented, not hidden.
    expect(acks.some((ack) => ack.id.includes('AwsSolutions-CFR4'))).toBe(true);
  }, 120_000);

  it('needs no TLS exception on a production-like stage (custom domain, OpenAI), which passes its models on', () => {
    const { app, outdir, stack, dispose } = buildApp({
      nag: true,
      stage: 'domain',
      context: {
        'tricoach:stages': {
          domain: {
            domain: {
              name: 'app.example.com',
              certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-0000-4000-8000-00000000abcd',
            },
            region: 'eu-west-1',
            alarmEmail: 'ops@example.com',
            mail: { senderEmail: 'coach@example.com' },
            ai: { provider: 'openai', models: { plan: 'gpt-5' } },
          },
        },
      },
    });
    onTestFinished(dispose);
    expect(nagFindings(app, outdir)).toEqual([]);
    expect(acknowledgements(app).some((ack) => ack.id.includes('AwsSolutions-CFR4'))).toBe(false);
    const workerEnv = stack.resolve((stack.tasks.worker.fn.node.defaultChild as CfnFunction).environment) as {
      variables: Record<string, unknown>;
    };
    expect(workerEnv.variables).toMatchObject({
      AI_PROVIDER: 'openai',
      OPENAI_MODEL_PLAN: 'gpt-5',
      APP_URL: 'https://app.example.com',
    });
  }, 120_000);
});
