import * as z from 'zod';

/** Runtime configuration, read once from the environment and validated. */
const envSchema = z.object({
  TABLE_NAME: z.string().min(3).default('tricoach'),
  APP_URL: z.string().url().default('http://localhost:3000'),
  /** Extra origins allowed to send mutations (the Vite dev server). Comma separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  TASK_QUEUE_URL: z.string().default(''),
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
