import { sha256 } from '../../lib/crypto';

/** Throttles of the account flows (per email and per address, sliding windows). Windows in seconds. */
export const LIMITS = {
  /** Failures counted per account: never a block, only a growing wait for addresses that keep failing (ADR 011). */
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  /** Attempts held per address: reserved before the password is checked, given back by a success. */
  loginFailuresPerAddress: { limit: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  forgotPerAddress: { limit: 10, windowSeconds: 15 * 60 },
  /** Per account the mail is silently not sent again: the answer must not reveal the account. */
  forgotMailsPerEmail: { limit: 3, windowSeconds: 15 * 60 },
  newsletterPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  betaPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  suggestionsPerAthlete: { limit: 10, windowSeconds: 24 * 60 * 60 },
  chatMessagesPerAthlete: { limit: 60, windowSeconds: 60 * 60 },
} as const;

/** An address with fewer recent failures than this is a good one: the per-account wait never applies to it. */
export const CLEAN_ADDRESS_FAILURES = 3;

/** The longest per-account wait an address with failures is asked for. */
export const MAX_ACCOUNT_WAIT_SECONDS = 15 * 60;

export type Limit = { limit: number; windowSeconds: number };

/** Throttle buckets that name an account (by its email's hash): built here so deletion finds them all. */
export const emailBuckets = {
  loginFailures: (email: string) => `login#email#${sha256(email)}`,
  forgotMails: (email: string) => `forgot#email#${sha256(email)}`,
};

/** Throttle buckets that name an athlete (by id): deletion removes them too. */
export const userBuckets = {
  checkouts: (userId: string) => `checkout#user#${userId}`,
  suggestions: (userId: string) => `suggestion#user#${userId}`,
  chatMessages: (userId: string) => `chat#user#${userId}`,
};

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const TRIAL_CREDITS = 1;
