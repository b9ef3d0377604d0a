import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { sha256 } from '../../../functions/lib/crypto';
import { invoke } from '../../support/api-event';
import { busyAthlete } from './busy-athlete';

/** Every item of the table (the test table is small and private to the run): what a Scan after deletion sees. */
async function scanAll(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

describe('account deletion leaves nothing of the athlete in the table', () => {
  it('a Scan after DELETE /api/user finds no item that names the athlete, its email or its email hash', async () => {
    const a = await busyAthlete();
    // What identifies this athlete alone (texts like the name are shared with other tests' athletes in this table).
    const marks = [a.user.id, a.email.toLowerCase(), sha256(a.email.toLowerCase())];
    const mentions = (items: Record<string, unknown>[]) => items.filter((item) => marks.some((m) => JSON.stringify(item).toLowerCase().includes(m.toLowerCase())));
    expect((await mentions(await scanAll())).length).toBeGreaterThan(20);

    const res = await invoke({ method: 'DELETE', path: '/api/user', cookies: [a.cookie], body: { password: a.password } });
    expect(res.status).toBe(204);
    const left = mentions(await scanAll()).map((item) => `${item.PK} ${item.SK} (${item.type ?? '?'})`);
    expect(left).toEqual([]);
  }, 120_000);
});
