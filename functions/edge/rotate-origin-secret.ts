import * as cloudfront from '@aws-sdk/client-cloudfront';
import * as secrets from '@aws-sdk/client-secrets-manager';
import { logger } from '../lib/logger';
import { createOriginSecretRotation, type RotationEvent } from '../modules/edge/origin-secret-rotation';

/** Secrets Manager's rotation function for the origin secret (CloudFront -> API). */
const rotation = createOriginSecretRotation({
  secrets: new secrets.SecretsManagerClient({}),
  // CloudFront's control plane lives in us-east-1 whatever the stack's region.
  cloudfront: new cloudfront.CloudFrontClient({ region: 'us-east-1' }),
  sdk: { secrets, cloudfront },
  distributionId: process.env.DISTRIBUTION_ID ?? '',
});

export const handler = async (event: RotationEvent): Promise<void> => {
  logger.info('origin secret rotation', { step: event.Step, secretId: event.SecretId });
  await rotation.rotate(event);
};
