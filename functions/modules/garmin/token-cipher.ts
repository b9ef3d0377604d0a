import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { GarminTokens } from '../../providers/garmin/port';

/** AES-256-GCM over the token JSON (or any secret text, like a PKCE verifier); the stored form is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function createTokenCipher(keyBase64: string) {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('The Garmin token key must be 32 bytes (base64)');
  const sealText = (text: string): string => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  };
  const openText = (sealed: string): string => {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable sealed value');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  };
  return {
    sealText,
    openText,
    seal: (tokens: GarminTokens): string => sealText(JSON.stringify(tokens)),
    open: (sealed: string): GarminTokens => JSON.parse(openText(sealed)) as GarminTokens,
  };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
