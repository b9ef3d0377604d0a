import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';
import { AI_TASKS } from '../../functions/providers/ai/openai/config';

const secretName = z
  .string()
  .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/, 'a Secrets Manager secret name (letters, digits and /_+=.@-)');

const retentionDays = z
  .number()
  .int()
  .refine(
    (days) => Object.values(RetentionDays).includes(days),
    'a CloudWatch Logs retention (1, 3, 5, 7, 14, 30, 60, 90, 180, 365, ...)',
  );

/** One deployment stage as written in cdk.json (context "tricoach:stages"). */
export const stageConfigSchema = z
  .object({
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,19}$/, '2-20 lower-case letters, digits or dashes, starting with a letter'),
    /**
     * Deploy target, pinned per stage: with both set, `cdk deploy` refuses credentials of another account, so one
     * profile cannot put prod where dev lives. The region is required (SES, quotas and WAF depend on it).
     */
    account: z
      .string()
      .regex(/^\d{12}$/, 'a 12-digit AWS account id')
      .optional(),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as eu-central-1'),
    /** Custom domain for CloudFront; the certificate must live in us-east-1. */
    domain: z
      .object({
        name: z.hostname(),
        certificateArn: z
          .string()
          .regex(
            /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/,
            'an ACM certificate ARN in us-east-1 (CloudFront only uses those)',
          ),
      })
      .strict()
      .optional(),
    /** Public URL of the app (links in mails, the API's Origin check). Default: https://<domain> or the CloudFront name. */
    appUrl: z.url({ protocol: /^https$/, error: 'an https:// URL' }).optional(),
    mail: z
      .object({
        senderEmail: z.email(),
        senderName: z.string().min(1).max(60).default('Tricoach'),
        /**
         * The SES identity the sender belongs to. `create` (default): the stack owns an identity for senderEmail.
         * Otherwise the name of an identity verified outside the stack (the address, or its domain), which the
         * stack only references: SES has one identity per name per account and region, so two stacks (or an
         * operator's manual verification) creating the same one collide.
         */
        identity: z.union([z.literal('create'), z.email(), z.hostname()]).default('create'),
        /** An SES configuration set (bounce/complaint events) created by the stack and passed to the mail job. */
        configurationSet: z.boolean().default(true),
      })
      .strict(),
    /** Every stage's alarms reach someone: this address is subscribed to the alarm topic (confirm the mail SNS sends). */
    alarmEmail: z.email(),
    /** Secrets Manager names; default tricoach/<stage>/<provider>. */
    secrets: z
      .object({ openai: secretName, stripe: secretName, garmin: secretName, strava: secretName })
      .partial()
      .strict()
      .default({}),
    ai: z
      .object({
        provider: z.enum(['openai', 'offline']),
        /** Model per AI task -> OPENAI_MODEL_<TASK>; a task left out uses the code's default model. */
        models: z.partialRecord(z.enum(AI_TASKS), z.string().trim().min(1).max(100)).default({}),
      })
      .strict(),
    api: z
      .object({
        rateLimit: z.number().int().positive().default(50),
        burstLimit: z.number().int().positive().default(100),
        /**
         * Tighter limits for the public writes (sign-up, login, password reset, newsletter) and the provider
         * webhooks: the edge's own brake in place of a WAF rate rule (infra/constructs/route-group-api.ts says why).
         */
        publicWrite: z
          .object({ rateLimit: z.number().int().positive(), burstLimit: z.number().int().positive() })
          .strict()
          .default({ rateLimit: 10, burstLimit: 20 }),
        webhook: z
          .object({ rateLimit: z.number().int().positive(), burstLimit: z.number().int().positive() })
          .strict()
          .default({ rateLimit: 25, burstLimit: 50 }),
      })
      .strict()
      .default({
        rateLimit: 50,
        burstLimit: 100,
        publicWrite: { rateLimit: 10, burstLimit: 20 },
        webhook: { rateLimit: 25, burstLimit: 50 },
      }),
    worker: z
      .object({
        /**
         * How many worker instances the queue feeds at once (the event source's maximum concurrency, 2..1000):
         * this bounds the worker with or without a reservation. Size it from the week-end peak (README, "Scale").
         */
        maxConcurrency: z.number().int().min(2).max(1000).default(5),
        /**
         * Optional reserved concurrency (>= maxConcurrency). A new account's quota of 10 leaves nothing to reserve
         * (Lambda keeps 10 unreserved), so reserve only once the quota is raised (README, "Quotas").
         */
        reservedConcurrency: z.number().int().min(2).max(1000).optional(),
        batchSize: z.number().int().min(1).max(10).default(5),
        memorySize: z.number().int().min(256).max(10240).default(1024),
      })
      .strict()
      .refine(
        (worker) => worker.reservedConcurrency === undefined || worker.reservedConcurrency >= worker.maxConcurrency,
        {
          path: ['reservedConcurrency'],
          message: 'must be at least maxConcurrency (a smaller reservation throttles the pollers)',
        },
      )
      .default({ maxConcurrency: 5, batchSize: 5, memorySize: 1024 }),
    /**
     * Reserve 1 for each scheduled job (one run at a time). Off on accounts whose concurrency quota is 10; the jobs
     * stay correct without it (their timeout ends a run before the next tick, and they claim rows conditionally).
     */
    reserveJobConcurrency: z.boolean().default(true),
    /** Lambda active tracing (X-Ray) on the API groups, the worker and the jobs. */
    tracing: z.boolean().default(true),
    logRetentionDays: retentionDays.default(RetentionDays.ONE_MONTH),
    /** Keep the table (deletion protection, RETAIN) when the stack is deleted. */
    retainData: z.boolean().default(true),
  })
  .strict()
  .superRefine((config, ctx) => {
    if (config.domain && config.appUrl && new URL(config.appUrl).hostname !== config.domain.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['appUrl'],
        message: `must be on the configured domain ${config.domain.name}`,
      });
    }
  })
  .transform((config) => ({
    ...config,
    secrets: {
      openai: config.secrets.openai ?? `tricoach/${config.stage}/openai`,
      stripe: config.secrets.stripe ?? `tricoach/${config.stage}/stripe`,
      garmin: config.secrets.garmin ?? `tricoach/${config.stage}/garmin`,
      strava: config.secrets.strava ?? `tricoach/${config.stage}/strava`,
    },
    mailFrom: `${config.mail.senderName} <${config.mail.senderEmail}>`,
  }));

export type StageConfig = z.output<typeof stageConfigSchema>;

/** Context keys: `-c stage=<name>` picks a stage from the `tricoach:stages` map in cdk.json. */
export const STAGE_CONTEXT_KEY = 'stage';
export const STAGES_CONTEXT_KEY = 'tricoach:stages';

export function loadStageConfig(context: { tryGetContext(key: string): unknown }): StageConfig {
  const stage = context.tryGetContext(STAGE_CONTEXT_KEY);
  const stages = (context.tryGetContext(STAGES_CONTEXT_KEY) ?? {}) as Record<string, unknown>;
  if (typeof stage !== 'string' || !(stage in stages)) {
    throw new Error(
      `Unknown stage ${JSON.stringify(stage)}: pass -c stage=<name>, one of ${Object.keys(stages).join(', ') || '(none in cdk.json)'}`,
    );
  }
  const config = parseStage(stage, stages[stage]);
  for (const [other, raw] of Object.entries(stages)) {
    if (other === stage) continue;
    const clash = identityClash(config, parseStage(other, raw));
    if (clash)
      throw new Error(
        `Stages "${stage}" and "${other}" both create the SES identity ${clash} in one account and region: give each stage its own senderEmail, or set mail.identity to the existing identity's name in one of them`,
      );
  }
  return config;
}

function parseStage(stage: string, raw: unknown): StageConfig {
  const parsed = stageConfigSchema.safeParse({ ...(raw as object), stage });
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration for stage "${stage}" (cdk.json context "${STAGES_CONTEXT_KEY}"):\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/**
 * The identity two stages would both create in the same account and region (an unpinned account counts as the
 * same: one profile deploys both), or undefined.
 */
export function identityClash(a: StageConfig, b: StageConfig): string | undefined {
  if (a.mail.identity !== 'create' || b.mail.identity !== 'create') return undefined;
  if (a.mail.senderEmail.toLowerCase() !== b.mail.senderEmail.toLowerCase() || a.region !== b.region) return undefined;
  const sameAccount = !a.account || !b.account || a.account === b.account;
  return sameAccount ? a.mail.senderEmail : undefined;
}
