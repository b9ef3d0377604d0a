import { sha256 } from '../../lib/crypto';

/** Throttles of the account flows (per email and per address, sliding windows). Windows in seconds. */
export const LIMITS = {
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAddress: { limit: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  forgotPerAddress: { limit: 10, windowSeconds: 15 * 60 },
  /** Per account the mail is silently not sent again: the answer must not reveal the account. */
  forgotMailsPerEmail: { limit: 3, windowSeconds: 15 * 60 },
} as const;

export type Limit = { limit: number; windowSeconds: number };

/** Throttle buckets that name an account (by its email's hash): built here so deletion finds them all. */
export const emailBuckets = {
  loginFailures: (email: string) => `login#email#${sha256(email)}`,
  forgotMails: (email: string) => `forgot#email#${sha256(email)}`,
};

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const TRIAL_CREDITS = 1;
