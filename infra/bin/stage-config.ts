import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';
import { AI_TASKS } from '../../functions/providers/ai/openai/config';

const secretName = z
  .string()
  .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/, 'a Secrets Manager secret name (letters, digits and /_+=.@-)');

const retentionDays = z
  .number()
  .int()
  .refine((days) => Object.values(RetentionDays).includes(days), 'a CloudWatch Logs retention (1, 3, 5, 7, 14, 30, 60, 90, 180, 365, ...)');

/** One deployment stage as written in cdk.json (context "tricoach:stages"). */
export const stageConfigSchema = z
  .object({
    stage: z.string().regex(/^[a-z][a-z0-9-]{1,19}$/, '2-20 lower-case letters, digits or dashes, starting with a letter'),
    /** Deploy target; omit both for an environment-agnostic stack (synth needs no credentials either way). */
    account: z.string().regex(/^\d{12}$/, 'a 12-digit AWS account id').optional(),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as eu-central-1').optional(),
    /** Custom domain for CloudFront; the certificate must live in us-east-1. */
    domain: z
      .object({
        name: z.hostname(),
        certificateArn: z
          .string()
          .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/, 'an ACM certificate ARN in us-east-1 (CloudFront only uses those)'),
      })
      .strict()
      .optional(),
    /** Public URL of the app (links in mails, the API's Origin check). Default: https://<domain> or the CloudFront name. */
    appUrl: z.url({ protocol: /^https$/, error: 'an https:// URL' }).optional(),
    mail: z
      .object({
        senderEmail: z.email(),
        senderName: z.string().min(1).max(60).default('Tricoach'),
      })
      .strict(),
    alarmEmail: z.email().optional(),
    /** Secrets Manager names; default tricoach/<stage>/<provider>. */
    secrets: z.object({ openai: secretName, stripe: secretName, garmin: secretName }).partial().strict().default({}),
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
      })
      .strict()
      .default({ rateLimit: 50, burstLimit: 100 }),
    worker: z
      .object({
        /** >= 2: it is also the event source's maxConcurrency, whose minimum is 2. */
        reservedConcurrency: z.number().int().min(2).max(100).default(5),
        batchSize: z.number().int().min(1).max(10).default(5),
      })
      .strict()
      .default({ reservedConcurrency: 5, batchSize: 5 }),
    logRetentionDays: retentionDays.default(RetentionDays.ONE_MONTH),
    /** Keep the table (deletion protection, RETAIN) when the stack is deleted. */
    retainData: z.boolean().default(true),
  })
  .strict()
  .superRefine((config, ctx) => {
    if (config.domain && config.appUrl && new URL(config.appUrl).hostname !== config.domain.name) {
      ctx.addIssue({ code: 'custom', path: ['appUrl'], message: `must be on the configured domain ${config.domain.name}` });
    }
  })
  .transform((config) => ({
    ...config,
    secrets: {
      openai: config.secrets.openai ?? `tricoach/${config.stage}/openai`,
      stripe: config.secrets.stripe ?? `tricoach/${config.stage}/stripe`,
      garmin: config.secrets.garmin ?? `tricoach/${config.stage}/garmin`,
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
    throw new Error(`Unknown stage ${JSON.stringify(stage)}: pass -c stage=<name>, one of ${Object.keys(stages).join(', ') || '(none in cdk.json)'}`);
  }
  const parsed = stageConfigSchema.safeParse({ ...(stages[stage] as object), stage });
  if (!parsed.success) {
    throw new Error(`Invalid configuration for stage "${stage}" (cdk.json context "${STAGES_CONTEXT_KEY}"):\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
