import * as cloudfront from '@aws-sdk/client-cloudfront';
import * as secrets from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { matchesOriginSecret } from '../../../functions/lib/http/edge-origin';
import { parseOriginSecret } from '../../../functions/lib/origin-secret';
import { createOriginSecretRotation, type RotationEvent } from '../../../functions/modules/edge/origin-secret-rotation';

/** An in-memory Secrets Manager with versions and stages, and a CloudFront distribution with an API origin. */
function fakeAws(initial: string) {
  const versions = new Map<string, { value?: string; stages: string[] }>([
    ['v1', { value: initial, stages: ['AWSCURRENT'] }],
  ]);
  const distribution = {
    etag: 'E1',
    config: {
      Origins: {
        Quantity: 2,
        Items: [
          { Id: 's3', CustomHeaders: { Quantity: 0, Items: [] } },
          {
            Id: 'api',
            CustomHeaders: {
              Quantity: 1,
              Items: [{ HeaderName: 'x-origin-verify', HeaderValue: JSON.parse(initial).current }],
            },
          },
        ],
      },
    },
  };
  const byStage = (stage: string) => [...versions].find(([, v]) => v.stages.includes(stage));
  const secretsClient = {
    send: async (command: { input: Record<string, unknown> }) => {
      const input = command.input;
      if (command instanceof secrets.DescribeSecretCommand)
        return {
          RotationEnabled: true,
          VersionIdsToStages: Object.fromEntries([...versions].map(([id, v]) => [id, v.stages])),
        };
      if (command instanceof secrets.GetSecretValueCommand) {
        const found = input.VersionId
          ? [input.VersionId as string, versions.get(input.VersionId as string)]
          : byStage(input.VersionStage as string);
        const v = found?.[1] as { value?: string; stages: string[] } | undefined;
        if (!v?.value || (input.VersionStage && !v.stages.includes(input.VersionStage as string)))
          throw Object.assign(new Error('not found'), { name: 'ResourceNotFoundException' });
        return { SecretString: v.value };
      }
      if (command instanceof secrets.PutSecretValueCommand) {
        versions.set(input.ClientRequestToken as string, {
          value: input.SecretString as string,
          stages: input.VersionStages as string[],
        });
        return {};
      }
      if (command instanceof secrets.UpdateSecretVersionStageCommand) {
        for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== input.VersionStage);
        versions.get(input.MoveToVersionId as string)!.stages.push(input.VersionStage as string);
        return {};
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    },
  };
  const cloudfrontClient = {
    updates: 0,
    send: async (command: { input: Record<string, unknown> }) => {
      if (command instanceof cloudfront.GetDistributionConfigCommand)
        return { ETag: distribution.etag, DistributionConfig: structuredClone(distribution.config) };
      if (command instanceof cloudfront.UpdateDistributionCommand) {
        if (command.input.IfMatch !== distribution.etag)
          throw Object.assign(new Error('precondition failed'), { name: 'PreconditionFailed' });
        distribution.config = command.input.DistributionConfig as typeof distribution.config;
        distribution.etag = `E${++cloudfrontClient.updates + 1}`;
        return {};
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    },
  };
  const current = () => parseOriginSecret(byStage('AWSCURRENT')![1].value!)!;
  /** RotateSecret: Secrets Manager makes the version (AWSPENDING, no value yet) and calls the function per step. */
  const startRotation = (token: string) => versions.set(token, { stages: ['AWSPENDING'] });
  const edgeSends = () => distribution.config.Origins.Items[1]!.CustomHeaders.Items[0]!.HeaderValue;
  return { secretsClient, cloudfrontClient, current, edgeSends, startRotation };
}

const steps: RotationEvent['Step'][] = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'];

describe('rotating the origin secret', () => {
  it('promotes {current: new, previous: old}, then CloudFront sends the new value; no request is refused on the way', async () => {
    const aws = fakeAws('{"current":"old-value","previous":null}');
    let n = 0;
    const rotation = createOriginSecretRotation({
      secrets: aws.secretsClient,
      cloudfront: aws.cloudfrontClient,
      sdk: { secrets, cloudfront },
      distributionId: 'D1',
      newValue: () => `new-value-${++n}`,
    });
    aws.startRotation('v2');
    for (const Step of steps) {
      await rotation.rotate({ SecretId: 'origin', ClientRequestToken: 'v2', Step });
      // At every moment, what the edge sends is accepted by what the API reads.
      expect(matchesOriginSecret(aws.edgeSends(), aws.current()), Step).toBe(true);
    }
    expect(aws.current()).toEqual({ current: 'new-value-1', previous: 'old-value' });
    expect(aws.edgeSends()).toBe('new-value-1');

    // A retried finishSecret changes nothing; a retried createSecret does not make another value.
    await rotation.rotate({ SecretId: 'origin', ClientRequestToken: 'v2', Step: 'finishSecret' });
    await rotation.rotate({ SecretId: 'origin', ClientRequestToken: 'v2', Step: 'createSecret' });
    expect(aws.cloudfrontClient.updates).toBe(1);
    expect(n).toBe(1);

    // The next rotation drops the oldest value.
    aws.startRotation('v3');
    for (const Step of steps) await rotation.rotate({ SecretId: 'origin', ClientRequestToken: 'v3', Step });
    expect(aws.current()).toEqual({ current: 'new-value-2', previous: 'new-value-1' });
    expect(matchesOriginSecret('old-value', aws.current())).toBe(false);
  });

  it('refuses a token that is not a version of the secret', async () => {
    const aws = fakeAws('{"current":"old-value","previous":null}');
    const rotation = createOriginSecretRotation({
      secrets: aws.secretsClient,
      cloudfront: aws.cloudfrontClient,
      sdk: { secrets, cloudfront },
      distributionId: 'D1',
    });
    await expect(
      rotation.rotate({ SecretId: 'origin', ClientRequestToken: 'nope', Step: 'finishSecret' }),
    ).rejects.toThrow('is not a version');
  });
});
