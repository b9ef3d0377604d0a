import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { push } from '../../support/garmin-flow';

async function inboxBodies(): Promise<string[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.garminPushesPartition },
      ConsistentRead: true,
    }),
  );
  return Items.map((i) => String(i.body));
}

describe("Garmin's push body is checked against its schema at the edge", () => {
  it('a wrong shape gets 400 with a readable message and nothing is queued', async () => {
    const marker = `shape-${Date.now()}`;
    const cases: Array<['activities' | 'deregistrations' | 'permissions', unknown]> = [
      ['activities', { activities: 'x', marker }],
      ['activities', { activities: [null], marker }],
      ['activities', { activities: [{ summaryId: 's1', marker }] }],
      ['activities', { activities: [{ userId: 7, summaryId: 's1' }], marker }],
      ['deregistrations', { deregistrations: [null], marker }],
      ['deregistrations', { deregistrations: {}, marker }],
      ['permissions', { userPermissionsChange: [{ userId: 'g1', permissions: 'ALL' }], marker }],
    ];
    for (const [kind, body] of cases) {
      const res = await push(kind, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^Not a valid Garmin ${kind} notification: `));
    }
    expect((await inboxBodies()).filter((b) => b.includes(marker))).toEqual([]);
  });

  it('a well-formed push (extra fields kept) is accepted and queued', async () => {
    const marker = `good-${Date.now()}`;
    const res = await push('activities', {
      activities: [{ userId: 'garmin-nobody', summaryId: marker, activityType: 'RUNNING', extra: { deep: true } }],
    });
    expect(res.status).toBe(200);
    expect((await inboxBodies()).filter((b) => b.includes(marker))).toHaveLength(1);
  });
});
