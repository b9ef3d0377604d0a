import { randomBytes } from 'node:crypto';

let hashWasm: Promise<typeof import('./argon2')> | undefined;
/** Loaded on the first hash or check, not with the accounts and admin bundles: most of their requests never need it. */
const argon2 = () => (hashWasm ??= import('./argon2'));

/** OWASP Password Storage Cheat Sheet argon2id profile: m=19 MiB, t=2, p=1. */
export const ARGON2_PARAMS = { memorySize: 19456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** A PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>. */
export async function hashPassword(password: string): Promise<string> {
  const { argon2id } = await argon2();
  return argon2id({ password, salt: randomBytes(16), ...ARGON2_PARAMS, outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const { argon2Verify } = await argon2();
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Unknown emails still pay for one verification, so a login answers in about the same time either way. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
  return false;
}
