import { badRequest } from '../../lib/errors';

export const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess.';
export const BLANK_PASSWORD = 'Password cannot be only spaces';

let common: Promise<Set<string>> | undefined;

/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords seen most often in breaches), bundled with the
 * code: no network call. Loaded on the first password that is set, not with the accounts bundle.
 */
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** NIST SP 800-63B 5.1.1.2: refuse passwords from a blocklist of common ones and trivially repetitive ones. */
export async function weakPasswordReason(password: string): Promise<string | null> {
  if (password.trim() === '') return BLANK_PASSWORD;
  if (/^(.)\1*$/su.test(password)) return COMMON_PASSWORD;
  return (await commonPasswords()).has(password.toLowerCase()) ? COMMON_PASSWORD : null;
}

/** A 400 on the `field` that holds a new password when the password is a weak one. */
export async function assertAcceptablePassword(password: string, field: string): Promise<void> {
  const reason = await weakPasswordReason(password);
  if (reason) throw badRequest(reason, [{ path: field, message: reason }]);
}
