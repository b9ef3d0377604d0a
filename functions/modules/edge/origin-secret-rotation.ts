import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { randomBytes } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '../../lib/http/edge-headers';
import { parseOriginSecret, type OriginSecrets } from '../../lib/origin-secret';

/** What Secrets Manager sends a rotation function, once per step. */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}

export interface RotationDeps {
  secrets: Pick<SecretsManagerClient, 'send'>;
  cloudfront: Pick<CloudFrontClient, 'send'>;
  sdk: {
    secrets: typeof import('@aws-sdk/client-secrets-manager');
    cloudfront: typeof import('@aws-sdk/client-cloudfront');
  };
  distributionId: string;
  newValue?: () => string;
}

/**
 * Rotates the origin secret without refusing a single request: the API accepts `current` and `previous`, so the
 * new version is promoted first ({current: new, previous: old}) and only then does CloudFront start sending the
 * new value. setSecret has nothing to set (the API reads the promoted version); finishSecret is idempotent, so a
 * retried rotation still brings CloudFront in line.
 */
export function createOriginSecretRotation({
  secrets,
  cloudfront,
  sdk,
  distributionId,
  newValue = () => randomBytes(32).toString('base64url'),
}: RotationDeps) {
  const { DescribeSecretCommand, GetSecretValueCommand, PutSecretValueCommand, UpdateSecretVersionStageCommand } =
    sdk.secrets;
  const { GetDistributionConfigCommand, UpdateDistributionCommand } = sdk.cloudfront;

  async function version(secretId: string, stage: string, versionId?: string): Promise<OriginSecrets | null> {
    try {
      const { SecretString } = await secrets.send(
        new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage, VersionId: versionId }),
      );
      return parseOriginSecret(SecretString ?? '');
    } catch (error) {
      if ((error as Error).name === 'ResourceNotFoundException') return null;
      throw error;
    }
  }

  async function apiOriginsHeader(): Promise<{
    etag: string;
    config: NonNullable<Awaited<ReturnType<typeof readConfig>>['config']>;
    headers: Array<{ HeaderName?: string; HeaderValue?: string }>;
  }> {
    const { etag, config } = await readConfig();
    if (!config) throw new Error(`Distribution ${distributionId} has no configuration`);
    const headers = (config.Origins?.Items ?? []).flatMap((o) =>
      (o.CustomHeaders?.Items ?? []).filter((h) => h.HeaderName?.toLowerCase() === ORIGIN_VERIFY_HEADER),
    );
    if (headers.length === 0)
      throw new Error(`No origin of distribution ${distributionId} sends ${ORIGIN_VERIFY_HEADER}`);
    return { etag, config, headers };
  }

  async function readConfig() {
    const answer = await cloudfront.send(new GetDistributionConfigCommand({ Id: distributionId }));
    return { etag: answer.ETag ?? '', config: answer.DistributionConfig };
  }

  return {
    async rotate({ SecretId, ClientRequestToken: token, Step }: RotationEvent): Promise<void> {
      const described = await secrets.send(new DescribeSecretCommand({ SecretId }));
      const stages = described.VersionIdsToStages?.[token];
      if (!described.RotationEnabled) throw new Error(`Rotation is not enabled for ${SecretId}`);
      if (!stages) throw new Error(`Version ${token} is not a version of ${SecretId}`);

      if (Step === 'createSecret') {
        if (await version(SecretId, 'AWSPENDING', token)) return;
        const current = await version(SecretId, 'AWSCURRENT');
        if (!current) throw new Error(`${SecretId} holds no {current} value`);
        const next: OriginSecrets = { current: newValue(), previous: current.current };
        await secrets.send(
          new PutSecretValueCommand({
            SecretId,
            ClientRequestToken: token,
            SecretString: JSON.stringify(next),
            VersionStages: ['AWSPENDING'],
          }),
        );
        return;
      }
      if (Step === 'setSecret') return;
      if (Step === 'testSecret') {
        await apiOriginsHeader();
        return;
      }

      // finishSecret: promote, then let CloudFront send the new value.
      if (!stages.includes('AWSCURRENT')) {
        const currentVersion = Object.entries(described.VersionIdsToStages ?? {}).find(([, s]) =>
          s.includes('AWSCURRENT'),
        )?.[0];
        await secrets.send(
          new UpdateSecretVersionStageCommand({
            SecretId,
            VersionStage: 'AWSCURRENT',
            MoveToVersionId: token,
            RemoveFromVersionId: currentVersion,
          }),
        );
      }
      const promoted = await version(SecretId, 'AWSCURRENT');
      if (!promoted) throw new Error(`${SecretId} holds no {current} value after promotion`);
      const { etag, config, headers } = await apiOriginsHeader();
      if (headers.every((h) => h.HeaderValue === promoted.current)) return;
      for (const header of headers) header.HeaderValue = promoted.current;
      await cloudfront.send(
        new UpdateDistributionCommand({ Id: distributionId, IfMatch: etag, DistributionConfig: config }),
      );
    },
  };
}
