import { CLEAN_ADDRESS_FAILURES, LIMITS, MAX_ACCOUNT_WAIT_SECONDS } from './limits';

/**
 * The per-account wait after the account's recent failures (ADR 011): none up to the limit, then doubling per
 * failure (1 s, 2 s, 4 s ...) up to 15 minutes. It is never a block: it only asks an address that keeps failing
 * to wait, and an address with a good history is never asked, so strangers cannot lock the owner out.
 */
export function accountWaitSeconds(accountFailures: number): number {
  const over = Math.floor(accountFailures) - LIMITS.loginFailuresPerEmail.limit;
  if (over < 0) return 0;
  return Math.min(MAX_ACCOUNT_WAIT_SECONDS, 2 ** Math.min(over, 20));
}

/** Seconds this attempt must still wait, 0 when it may go on to the password check. */
export function remainingWaitSeconds(input: {
  addressFailures: number;
  accountFailures: number;
  lastFailureAt: number | null;
  nowMs: number;
}): number {
  if (input.addressFailures < CLEAN_ADDRESS_FAILURES || input.lastFailureAt === null) return 0;
  const waitMs = accountWaitSeconds(input.accountFailures) * 1000 - (input.nowMs - input.lastFailureAt);
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
