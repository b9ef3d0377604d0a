import { getNumberFromEnv, getStringFromEnv } from '@aws-lambda-powertools/commons/utils/env';

/** Runtime configuration, read once from the environment on the first env() call. */
export interface AppEnv {
  TABLE_NAME: string;
  APP_URL: string;
  /** Extra origins allowed to send mutations (the Vite dev server). Comma separated. */
  ALLOWED_ORIGINS: string;
  TASK_QUEUE_URL: string;
  /**
   * How long a worker's claim on a task holds (default: the worker timeout). After it, the reaper re-sends the
   * task and another delivery takes it over. The fault tests shorten it to see a crash recovered in seconds.
   */
  TASK_LEASE_SECONDS?: number;
  /**
   * How long a task may wait for its first delivery before the reaper sends its message again (default 120): a
   * message lost with the queue (an emulator restart) is found after this. The fault tests shorten it.
   */
  TASK_RESEND_PENDING_SECONDS?: number;
  /** First wait before a transiently failed task is delivered again (doubling per delivery, at most 2 min). */
  TASK_RETRY_DELAY_SECONDS: number;
  /** The task queue's dead-letter queue (the admin console shows its depth and redrives it). */
  TASK_DLQ_URL: string;
  /** Strava's webhook events go here as received (functions/queues/definition.ts: stravaEvents). */
  STRAVA_EVENTS_QUEUE_URL: string;
  DATA_DIR: string;
  MAIL_TRANSPORT: 'ses' | 'outbox';
  MAIL_FROM: string;
  AI_PROVIDER?: 'offline' | 'openai';
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  STAGE: string;
  /** Stripe: the real API in the cloud; the local stack points it at its fake Stripe and sets test keys. */
  STRIPE_API_URL: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Garmin Connect: Garmin's URLs in the cloud; the local stack points them at its fake Garmin. */
  GARMIN_AUTH_URL: string;
  GARMIN_TOKEN_URL: string;
  GARMIN_API_URL: string;
  GARMIN_CLIENT_ID?: string;
  GARMIN_CLIENT_SECRET?: string;
  /** intervals.icu (https://intervals.icu in the cloud; the local stack points it at its fake intervals.icu). */
  INTERVALS_API_URL: string;
  /** The fake intervals.icu's calendar page (local stack only): the settings card links to it. */
  INTERVALS_CALENDAR_URL?: string;
  /** How often each athlete's intervals.icu activities are read (default 600; the local stack reads faster). */
  INTERVALS_POLL_SECONDS?: number;
  /** The secret part of the push URLs Garmin posts to (/api/garmin/push/<token>/...). */
  GARMIN_PUSH_TOKEN?: string;
  /** The KMS key that encrypts the Garmin tokens at rest (the cloud stack sets it). */
  GARMIN_TOKEN_KMS_KEY_ID?: string;
  /** Without KMS: a 32-byte key (base64) that encrypts the Garmin tokens at rest; the local stack keeps one under DATA_DIR. */
  GARMIN_TOKEN_KEY?: string;
  /** The fake Garmin's watch calendar page (local stack only): the settings card links to it. */
  GARMIN_CALENDAR_URL?: string;
  /** Strava: its OAuth base (https://www.strava.com/oauth) and API base; the local stack points them at its fake Strava. */
  STRAVA_AUTH_URL: string;
  STRAVA_API_URL: string;
  STRAVA_CLIENT_ID?: string;
  STRAVA_CLIENT_SECRET?: string;
  /** The token Strava echoes when it validates the webhook callback (hub.verify_token). */
  STRAVA_VERIFY_TOKEN?: string;
  /** The fake Strava's "Record an activity" page (local stack only): the settings card links to it. */
  STRAVA_RECORD_URL?: string;
}

/**
 * Reads the variables with Powertools' env helpers (already in every bundle with the logger) plus the few checks
 * they lack, and reports every bad setting at once. Not a zod schema: building one is the first zod work of a cold
 * start (about 3 ms of lazily compiled zod code) on the import path of every group, before any request needs it.
 */
function readEnv(): AppEnv {
  const problems: string[] = [];
  const check = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      problems.push((error as Error).message);
      return fallback;
    }
  };
  const text = (key: string, defaultValue: string, minLength = 0) =>
    check(() => {
      const value = getStringFromEnv({ key, defaultValue });
      if (value.length < minLength)
        throw new Error(`Environment variable ${key} must have at least ${minLength} characters`);
      return value;
    }, defaultValue);
  /** A setting without a default: undefined when unset, else `read`'s value (or a problem). */
  const ifSet = <T>(key: string, read: () => T): T | undefined =>
    process.env[key] === undefined ? undefined : check(read, undefined);
  const optionalText = (key: string) => ifSet(key, () => getStringFromEnv({ key }));
  const url = (key: string, defaultValue: string) =>
    check(() => {
      const value = getStringFromEnv({ key, defaultValue });
      if (!URL.canParse(value)) throw new Error(`Environment variable ${key} must be a URL, not "${value}"`);
      return value;
    }, defaultValue);
  const integer = (key: string, min: number, max: number) =>
    ifSet(key, () => {
      const value = getNumberFromEnv({ key });
      if (!Number.isInteger(value) || value < min || value > max)
        throw new Error(`Environment variable ${key} must be a whole number from ${min} to ${max}`);
      return value;
    });
  const oneOf = <T extends string>(key: string, values: readonly T[]) =>
    ifSet(key, () => {
      const value = getStringFromEnv({ key }) as T;
      if (!values.includes(value)) throw new Error(`Environment variable ${key} must be one of ${values.join(', ')}`);
      return value;
    });

  const config: AppEnv = {
    TABLE_NAME: text('TABLE_NAME', 'tricoach', 3),
    APP_URL: url('APP_URL', 'http://localhost:3000'),
    ALLOWED_ORIGINS: text('ALLOWED_ORIGINS', ''),
    TASK_QUEUE_URL: text('TASK_QUEUE_URL', ''),
    TASK_LEASE_SECONDS: integer('TASK_LEASE_SECONDS', 1, 900),
    TASK_RESEND_PENDING_SECONDS: integer('TASK_RESEND_PENDING_SECONDS', 1, 900),
    TASK_RETRY_DELAY_SECONDS: integer('TASK_RETRY_DELAY_SECONDS', 0, 120) ?? 10,
    TASK_DLQ_URL: text('TASK_DLQ_URL', ''),
    STRAVA_EVENTS_QUEUE_URL: text('STRAVA_EVENTS_QUEUE_URL', ''),
    DATA_DIR: text('DATA_DIR', '.data'),
    MAIL_TRANSPORT: oneOf('MAIL_TRANSPORT', ['ses', 'outbox'] as const) ?? 'outbox',
    MAIL_FROM: text('MAIL_FROM', 'Tricoach <coach@tricoach.app>'),
    AI_PROVIDER: oneOf('AI_PROVIDER', ['offline', 'openai'] as const),
    OPENAI_API_KEY: optionalText('OPENAI_API_KEY'),
    OPENAI_BASE_URL: optionalText('OPENAI_BASE_URL'),
    STAGE: text('STAGE', 'local'),
    STRIPE_API_URL: url('STRIPE_API_URL', 'https://api.stripe.com'),
    STRIPE_SECRET_KEY: optionalText('STRIPE_SECRET_KEY'),
    STRIPE_WEBHOOK_SECRET: optionalText('STRIPE_WEBHOOK_SECRET'),
    GARMIN_AUTH_URL: url('GARMIN_AUTH_URL', 'https://connect.garmin.com/oauth2Confirm'),
    GARMIN_TOKEN_URL: url('GARMIN_TOKEN_URL', 'https://diauth.garmin.com/di-oauth2-service/oauth/token'),
    GARMIN_API_URL: url('GARMIN_API_URL', 'https://apis.garmin.com'),
    GARMIN_CLIENT_ID: optionalText('GARMIN_CLIENT_ID'),
    INTERVALS_API_URL: url('INTERVALS_API_URL', 'https://intervals.icu'),
    INTERVALS_CALENDAR_URL: optionalText('INTERVALS_CALENDAR_URL'),
    INTERVALS_POLL_SECONDS: integer('INTERVALS_POLL_SECONDS', 1, 86_400),
    GARMIN_CLIENT_SECRET: optionalText('GARMIN_CLIENT_SECRET'),
    GARMIN_PUSH_TOKEN: optionalText('GARMIN_PUSH_TOKEN'),
    GARMIN_TOKEN_KMS_KEY_ID: optionalText('GARMIN_TOKEN_KMS_KEY_ID'),
    GARMIN_TOKEN_KEY: optionalText('GARMIN_TOKEN_KEY'),
    GARMIN_CALENDAR_URL: optionalText('GARMIN_CALENDAR_URL'),
    STRAVA_AUTH_URL: url('STRAVA_AUTH_URL', 'https://www.strava.com/oauth'),
    STRAVA_API_URL: url('STRAVA_API_URL', 'https://www.strava.com/api/v3'),
    STRAVA_CLIENT_ID: optionalText('STRAVA_CLIENT_ID'),
    STRAVA_CLIENT_SECRET: optionalText('STRAVA_CLIENT_SECRET'),
    STRAVA_VERIFY_TOKEN: optionalText('STRAVA_VERIFY_TOKEN'),
    STRAVA_RECORD_URL: optionalText('STRAVA_RECORD_URL'),
  };
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return config;
}

let cached: AppEnv | undefined;

export function env(): AppEnv {
  cached ??= readEnv();
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
