import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * Runtime configuration, read once from the environment and validated on the first env() call.
 * zod/mini, not classic zod, and built on first use rather than at import: building this object schema costs a
 * cold Lambda ~3 ms, which the import of every group bundle paid before its first request needed it.
 */
const buildEnvSchema = () => {
  // Classic zod sets the English messages when imported; mini does not, and a bad setting must still read clearly.
  z.config(en());
  return z.object({
    TABLE_NAME: z._default(z.string().check(z.minLength(3)), 'tricoach'),
    APP_URL: z._default(z.url(), 'http://localhost:3000'),
    /** Extra origins allowed to send mutations (the Vite dev server). Comma separated. */
    ALLOWED_ORIGINS: z._default(z.string(), ''),
    TASK_QUEUE_URL: z._default(z.string(), ''),
    /**
     * How long a worker's claim on a task holds (default: the worker timeout). After it, the reaper re-sends the
     * task and another delivery takes it over. The fault tests shorten it to see a crash recovered in seconds.
     */
    TASK_LEASE_SECONDS: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(900))),
    /**
     * How long a task may wait for its first delivery before the reaper sends its message again (default 120): a
     * message lost with the queue (an emulator restart) is found after this. The fault tests shorten it.
     */
    TASK_RESEND_PENDING_SECONDS: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(900))),
    /** First wait before a transiently failed task is delivered again (doubling per delivery, at most 2 min). */
    TASK_RETRY_DELAY_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(120)), 10),
    /** The task queue's dead-letter queue (the admin console shows its depth and redrives it). */
    TASK_DLQ_URL: z._default(z.string(), ''),
    DATA_DIR: z._default(z.string(), '.data'),
    MAIL_TRANSPORT: z._default(z.enum(['ses', 'outbox']), 'outbox'),
    MAIL_FROM: z._default(z.string(), 'Tricoach <coach@tricoach.app>'),
    AI_PROVIDER: z.optional(z.enum(['offline', 'openai'])),
    OPENAI_API_KEY: z.optional(z.string()),
    OPENAI_BASE_URL: z.optional(z.string()),
    STAGE: z._default(z.string(), 'local'),
    /** Stripe: the real API in the cloud; the local stack points it at its fake Stripe and sets test keys. */
    STRIPE_API_URL: z._default(z.url(), 'https://api.stripe.com'),
    STRIPE_SECRET_KEY: z.optional(z.string()),
    STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
    /** Garmin Connect: Garmin's URLs in the cloud; the local stack points them at its fake Garmin. */
    GARMIN_AUTH_URL: z._default(z.url(), 'https://connect.garmin.com/oauth2Confirm'),
    GARMIN_TOKEN_URL: z._default(z.url(), 'https://diauth.garmin.com/di-oauth2-service/oauth/token'),
    GARMIN_API_URL: z._default(z.url(), 'https://apis.garmin.com'),
    GARMIN_CLIENT_ID: z.optional(z.string()),
    GARMIN_CLIENT_SECRET: z.optional(z.string()),
    /** The secret part of the push URLs Garmin posts to (/api/garmin/push/<token>/...). */
    GARMIN_PUSH_TOKEN: z.optional(z.string()),
    /** The KMS key that encrypts the Garmin tokens at rest (the cloud stack sets it). */
    GARMIN_TOKEN_KMS_KEY_ID: z.optional(z.string()),
    /** Without KMS: a 32-byte key (base64) that encrypts the Garmin tokens at rest; the local stack keeps one under DATA_DIR. */
    GARMIN_TOKEN_KEY: z.optional(z.string()),
    /** The fake Garmin's watch calendar page (local stack only): the settings card links to it. */
    GARMIN_CALENDAR_URL: z.optional(z.string()),
  });
};

export type AppEnv = z.infer<ReturnType<typeof buildEnvSchema>>;

let envSchema: ReturnType<typeof buildEnvSchema> | undefined;
let cached: AppEnv | undefined;

export function env(): AppEnv {
  cached ??= (envSchema ??= buildEnvSchema()).parse(process.env);
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
