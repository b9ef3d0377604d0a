import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { GarminTokens } from '../../providers/garmin/port';

/** Seals secrets (Garmin tokens, a PKCE verifier) for storage; only the server can open them. */
export interface TokenCipher {
  sealText(text: string): Promise<string>;
  openText(sealed: string): Promise<string>;
}

export const sealTokens = (cipher: TokenCipher, tokens: GarminTokens) => cipher.sealText(JSON.stringify(tokens));
export const openTokens = async (cipher: TokenCipher, sealed: string): Promise<GarminTokens> =>
  JSON.parse(await cipher.openText(sealed)) as GarminTokens;

/** AES-256-GCM with a key of our own (the local stack keeps it under DATA_DIR): `v1.<iv>.<tag>.<ciphertext>`. */
export function createLocalKeyCipher(keyBase64: string): TokenCipher {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('The Garmin token key must be 32 bytes (base64)');
  return {
    async sealText(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    async openText(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
