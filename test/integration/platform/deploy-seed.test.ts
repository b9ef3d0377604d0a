import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/db/keys';
import { handler } from '../../../functions/seed/deploy-seed-handler';
import { resetEnvCache } from '../../../functions/lib/env';
import { ensureTable } from '../../../functions/local/services';
import { DEFAULT_EVENT_TYPES } from '../../../functions/modules/plans/event-type-defaults';

// A table of its own: the shared test table is seeded already, so only an empty one proves the seed writes.
const table = `seed-${randomUUID().slice(0, 8)}`;
const sharedTable = process.env.TABLE_NAME;
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));

function cfnEvent(
  requestType: 'Create' | 'Update' | 'Delete',
  physicalResourceId?: string,
): CloudFormationCustomResourceEvent {
  const base = {
    ServiceToken: 'arn:aws:lambda:eu-central-1:123456789012:function:provider',
    ResponseURL: 'https://cloudformation-custom-resource-response.example/response',
    StackId: 'arn:aws:cloudformation:eu-central-1:123456789012:stack/Tricoach-dev/1',
    RequestId: randomUUID(),
    LogicalResourceId: 'SeedRun',
    ResourceType: 'Custom::TricoachSeed',
    ResourceProperties: {
      ServiceToken: 'arn:aws:lambda:eu-central-1:123456789012:function:provider',
      SeedCode: 'abc.zip',
    },
  };
  if (requestType === 'Create') return { ...base, RequestType: 'Create' };
  if (requestType === 'Update')
    return {
      ...base,
      RequestType: 'Update',
      PhysicalResourceId: physicalResourceId!,
      OldResourceProperties: base.ResourceProperties,
    };
  return { ...base, RequestType: 'Delete', PhysicalResourceId: physicalResourceId! };
}

const partition = async (pk: string) =>
  (
    await doc.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      }),
    )
  ).Items ?? [];

beforeAll(async () => {
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, table);
  process.env.TABLE_NAME = table;
  resetEnvCache();
});

afterAll(() => {
  process.env.TABLE_NAME = sharedTable;
  resetEnvCache();
});

describe('deploy-time seed (CloudFormation custom resource handler)', () => {
  it('writes the defaults on Create and names the resource after the table', async () => {
    expect(await partition('EVENT_TYPES')).toEqual([]);
    const result = await handler(cfnEvent('Create'));
    expect(result).toEqual({ PhysicalResourceId: `seed-${table}` });
    expect((await partition('EVENT_TYPES')).map((item) => item.id).sort()).toEqual(
      DEFAULT_EVENT_TYPES.map((e) => e.id).sort(),
    );
    const config = await partition('CONFIG');
    expect(config.find((item) => item.SK === keys.appConfig('acceptingSignups').SK)?.value).toBe(true);
  });

  it('keeps an admin choice on Update and keeps the physical id (no replacement)', async () => {
    await doc.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.appConfig('acceptingSignups'), type: 'config', value: false },
      }),
    );
    const result = await handler(cfnEvent('Update', `seed-${table}`));
    expect(result).toEqual({ PhysicalResourceId: `seed-${table}` });
    const config = await partition('CONFIG');
    expect(config.find((item) => item.SK === keys.appConfig('acceptingSignups').SK)?.value).toBe(false);
  });

  it('writes nothing on Delete (stack deletion keeps the data as it is)', async () => {
    await doc.send(new DeleteCommand({ TableName: table, Key: keys.eventType('sprint') }));
    expect(await handler(cfnEvent('Delete', `seed-${table}`))).toEqual({ PhysicalResourceId: `seed-${table}` });
    expect((await partition('EVENT_TYPES')).map((item) => item.id)).not.toContain('sprint');
  });
});
