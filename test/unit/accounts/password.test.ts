import { describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMS,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../../functions/modules/accounts/password';

describe('password hashing', () => {
  it('stores an argon2id PHC string with at least the OWASP minimums (m=19 MiB, t=2, p=1)', async () => {
    const hash = await hashPassword('correct horse');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
    expect(match).not.toBeNull();
    const [, m, t, p, salt] = match!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBe(1);
    expect(Buffer.from(salt!, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(ARGON2_PARAMS).toMatchObject({ memorySize: 19456, iterations: 2, parallelism: 1 });
  });

  it('verifies the right password only, and salts every hash', async () => {
    const a = await hashPassword('pässwörd-1');
    const b = await hashPassword('pässwörd-1');
    expect(a).not.toBe(b);
    expect(await verifyPassword('pässwörd-1', a)).toBe(true);
    expect(await verifyPassword('pässwörd-2', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-phc-string')).toBe(false);
  });

  it('the dummy verification always fails', async () => {
    expect(await verifyAgainstDummy('whatever')).toBe(false);
  });
});
