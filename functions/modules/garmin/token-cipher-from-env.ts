import { env } from '../../lib/env';
import { createKmsCipher } from './kms-token-cipher';
import { createLocalKeyCipher, type TokenCipher } from './token-cipher';
import { CONNECTIONS_NOT_CONFIGURED, ProviderNotConfigured } from '../../lib/errors';

/** KMS when the stack names a key (the cloud), else the local key (the local stack's key file, tests). */
export async function tokenCipherFromEnv(): Promise<TokenCipher> {
  const { GARMIN_TOKEN_KMS_KEY_ID, GARMIN_TOKEN_KEY } = env();
  if (GARMIN_TOKEN_KMS_KEY_ID) {
    const kms = await import('@aws-sdk/client-kms');
    return createKmsCipher(GARMIN_TOKEN_KMS_KEY_ID, new kms.KMSClient({}), kms);
  }
  if (!GARMIN_TOKEN_KEY)
    throw new ProviderNotConfigured(CONNECTIONS_NOT_CONFIGURED, 'GARMIN_TOKEN_KMS_KEY_ID or GARMIN_TOKEN_KEY');
  return createLocalKeyCipher(GARMIN_TOKEN_KEY);
}
