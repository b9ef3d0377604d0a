import * as z from 'zod';

/** Runtime configuration, read once from the environment and validated. */
const envSchema = z.object({
  TABLE_NAME: z.string().min(3).default('tricoach'),
  APP_URL: z.string().url().default('http://localhost:3000'),
  /** Extra origins allowed to send mutations (the Vite dev server). Comma separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  TASK_QUEUE_URL: z.string().default(''),
  /**
   * How long a worker's claim on a task holds (default: the worker timeout). After it, the reaper re-sends the
   * task and another delivery takes it over. The fault tests shorten it to see a crash recovered in seconds.
   */
  TASK_LEASE_SECONDS: z.coerce.number().int().min(1).max(900).optional(),
  /** First wait before a transiently failed task is delivered again (doubling per delivery, at most 2 min). */
  TASK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /** The task queue's dead-letter queue (the admin console shows its depth and redrives it). */
  TASK_DLQ_URL: z.string().default(''),
  DATA_DIR: z.string().default('.data'),
  MAIL_TRANSPORT: z.enum(['ses', 'outbox']).default('outbox'),
  MAIL_FROM: z.string().default('Tricoach <coach@tricoach.app>'),
  AI_PROVIDER: z.enum(['offline', 'openai']).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  STAGE: z.string().default('local'),
  /** Stripe: the real API in the cloud; the local stack points it at its fake Stripe and sets test keys. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Garmin Connect: Garmin's URLs in the cloud; the local stack points them at its fake Garmin. */
  GARMIN_AUTH_URL: z.string().url().default('https://connect.garmin.com/oauth2Confirm'),
  GARMIN_TOKEN_URL: z.string().url().default('https://diauth.garmin.com/di-oauth2-service/oauth/token'),
  GARMIN_API_URL: z.string().url().default('https://apis.garmin.com'),
  GARMIN_CLIENT_ID: z.string().optional(),
  GARMIN_CLIENT_SECRET: z.string().optional(),
  /** The secret part of the push URLs Garmin posts to (/api/garmin/push/<token>/...). */
  GARMIN_PUSH_TOKEN: z.string().optional(),
  /** The KMS key that encrypts the Garmin tokens at rest (the cloud stack sets it). */
  GARMIN_TOKEN_KMS_KEY_ID: z.string().optional(),
  /** Without KMS: a 32-byte key (base64) that encrypts the Garmin tokens at rest; the local stack keeps one under DATA_DIR. */
  GARMIN_TOKEN_KEY: z.string().optional(),
  /** The fake Garmin's watch calendar page (local stack only): the settings card links to it. */
  GARMIN_CALENDAR_URL: z.string().optional(),
});

export type AppEnv = z.infer<typeof envSchema>;

let cached: AppEnv | undefined;

export function env(): AppEnv {
  cached ??= envSchema.parse(process.env);
  return cached;
}

/** Tests and the local stack change the environment after import; this drops the cached copy. */
export function resetEnvCache(): void {
  cached = undefined;
}

export function isSecureCookieOrigin(appUrl: string): boolean {
  const url = new URL(appUrl);
  return !(url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
}
