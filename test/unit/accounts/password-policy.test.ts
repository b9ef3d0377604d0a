import { describe, expect, it } from 'vitest';
import {
  BLANK_PASSWORD,
  COMMON_PASSWORD,
  weakPasswordReason,
} from '../../../functions/modules/accounts/password-policy';

describe('password policy (NIST SP 800-63B blocklist)', () => {
  it('refuses the most common passwords in any letter case, repeated characters and all-whitespace', async () => {
    for (const p of ['123456', 'password', 'Password1', 'qwerty', 'iloveyou', '12345678', 'zaq12wsx'])
      expect(await weakPasswordReason(p), p).toBe(COMMON_PASSWORD);
    for (const p of ['aaaaaa', '111111111', 'zzzzzzzzzzzz'])
      expect(await weakPasswordReason(p), p).toBe(COMMON_PASSWORD);
    for (const p of ['      ', '\t\t\t\t\t\t', '          ']) expect(await weakPasswordReason(p)).toBe(BLANK_PASSWORD);
  });

  it('accepts passwords that are not on the list', async () => {
    for (const p of ['tri-secret1', 'brand-new', 'Kolarz na rowerze 2026', 'pw-5f0c9a'])
      expect(await weakPasswordReason(p), p).toBeNull();
  });
});
