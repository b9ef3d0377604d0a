import type { KMSClient } from '@aws-sdk/client-kms';
import type { TokenCipher } from './token-cipher';

/** Ties every sealed value to its purpose: KMS refuses to open it for anything else. */
const CONTEXT = { purpose: 'garmin-tokens' };

/**
 * KMS in the cloud: each value encrypted under the stack's key (`kms1.<ciphertext blob>`), so the table never holds
 * a key that opens the tokens, and every opening is in CloudTrail.
 */
export function createKmsCipher(
  keyId: string,
  client: Pick<KMSClient, 'send'>,
  commands: typeof import('@aws-sdk/client-kms'),
): TokenCipher {
  return {
    async sealText(text) {
      const { CiphertextBlob } = await client.send(
        new commands.EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(text, 'utf8'), EncryptionContext: CONTEXT }),
      );
      return `kms1.${Buffer.from(CiphertextBlob!).toString('base64url')}`;
    },
    async openText(sealed) {
      const [version, blob] = sealed.split('.');
      if (version !== 'kms1' || !blob) throw new Error('Unreadable sealed value');
      const { Plaintext } = await client.send(
        new commands.DecryptCommand({
          CiphertextBlob: Buffer.from(blob, 'base64url'),
          EncryptionContext: CONTEXT,
          KeyId: keyId,
        }),
      );
      return Buffer.from(Plaintext!).toString('utf8');
    },
  };
}
