import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, type Db } from '../../../functions/db/client';
import { epochSeconds, keys } from '../../../functions/db/keys';
import type { Migration } from '../../../functions/db/migrations/migration';
import { runPendingMigrations } from '../../../functions/db/migrations/runner';
import { handler as deployHandler } from '../../../functions/db/migrations/deploy-handler';
import { resetEnvCache } from '../../../functions/lib/env';
import { ensureTable } from '../../../functions/local/services';
import { createRateLimiter } from '../../../functions/modules/accounts/rate-limiter';
import { windowIndex } from '../../../functions/modules/accounts/rate-window';
import { createResetRequestRepository } from '../../../functions/modules/accounts/reset-request-repository';
import { createAuditRepository } from '../../../functions/modules/admin/audit-repository';
import { createFeedRepository } from '../../../functions/modules/calendar/feed-repository';
import { createChatRepository } from '../../../functions/modules/chat/chat-repository';
import { createToolCallRepository } from '../../../functions/modules/chat/tool-call-repository';
import { createProposalRepository } from '../../../functions/modules/chat-actions/proposal-repository';
import { createConnectionRepository } from '../../../functions/modules/garmin/connection-repository';
import { createMailRepository } from '../../../functions/modules/mail/mail-repository';
import { createTransactionRepository } from '../../../functions/modules/payments/transaction-repository';
import { createTaskHourRepository } from '../../../functions/modules/stats/task-hours';
import { createStravaConnectionRepository } from '../../../functions/modules/strava/connection-repository';
import { createTaskRepository } from '../../../functions/modules/tasks/task-repository';
import { createWeekRepository } from '../../../functions/modules/weeks/week-repository';
import { createWorkoutRepository } from '../../../functions/modules/workouts/workout-repository';

type Item = Record<string, unknown>;

/** A fresh table per test: the migration scans the whole table, and "nothing old is left" means this table. */
async function freshDb(): Promise<Db> {
  const table = `migrate-${randomUUID().slice(0, 8)}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, table);
  return { doc: documentClient(), table };
}

async function scanAll({ doc, table }: Db): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: table, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.sort((a, b) => `${a.PK}|${a.SK}`.localeCompare(`${b.PK}|${b.SK}`));
}

const put = (db: Db, item: Item) => db.doc.send(new PutCommand({ TableName: db.table, Item: item }));
const get = async (db: Db, key: { PK: string; SK: string }) =>
  (await db.doc.send(new GetCommand({ TableName: db.table, Key: key, ConsistentRead: true }))).Item;

/** Every spelling the app used before keys.ts had one rule, written out by hand (never derived from the migration). */
const OLD_SPELLINGS = [
  /^PAYSESSION#/,
  /^PAYSESSION$/,
  /^PAYINTENT#?/,
  /^GARMINUSER#?/,
  /^GARMINSTATE#/,
  /^STRAVAATHLETE#?/,
  /^STRAVASTATE#/,
  /^STRAVAEVENT#/,
  /^CALFEED#?/,
  /^MAILTO#/,
  /^RL#/,
  /^STATS#TASKHOURS$/,
  /^TASKCOUNTER$/,
  /^TOOLCALL#/,
  /^CHATPROPOSAL#/,
  /^CONV#/,
  /^CHATMSG#/,
  /^WEEKINDEX#/,
  /^REQ#/,
  /^DEREG#/,
  /#ACTIVEWEEK$/,
  /^AUDIT#TARGET#/,
];
const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'];
const oldKeysIn = (items: Item[]) =>
  items.flatMap((item) =>
    KEY_ATTRIBUTES.filter(
      (a) => typeof item[a] === 'string' && OLD_SPELLINGS.some((re) => re.test(item[a] as string)),
    ).map((a) => `${a}=${String(item[a])}`),
  );

const NOW = new Date();
const HOUR = '2026-03-02T10';

/** One item of every renamed kind, as the previous release wrote it. */
function oldItems(u: string, email: string): Item[] {
  const ttl = epochSeconds(NOW) + 600;
  const window = windowIndex(NOW.getTime(), 3600);
  const user = `USER#${u}`;
  return [
    // A week in the sparse active-week index (GSI1) and its workout-index marker.
    {
      PK: user,
      SK: 'WEEK#w1',
      GSI1PK: `${user}#ACTIVEWEEK`,
      GSI1SK: '2026-03-02#w1',
      type: 'week',
      id: 'w1',
      userId: u,
      firstDay: '2026-03-02',
      active: true,
      status: 'ready',
    },
    { PK: user, SK: 'WEEKINDEX#w1', GSI1PK: `${user}#WEEK#w1#WORKOUTS`, GSI1SK: '#', type: 'weekIndex' },
    { PK: 'PAYSESSION#cs_1', SK: 'PAYSESSION', type: 'paymentSession', userId: u, transactionId: 't1' },
    { PK: 'PAYINTENT#pi_1', SK: 'PAYINTENT', type: 'paymentIntent', userId: u, transactionId: 't1' },
    { PK: 'GARMINUSER#g1', SK: 'GARMINUSER', GSI1PK: 'GARMIN_USERS', GSI1SK: 'g1', type: 'garminUser', userId: u },
    {
      PK: 'GARMINSTATE#gs1',
      SK: 'STATE',
      type: 'garminState',
      userId: u,
      sidHash: 'sid',
      verifier: 'v',
      returnTo: '/settings',
      expiresAt: ttl,
    },
    { PK: 'STRAVAATHLETE#s1', SK: 'STRAVAATHLETE', GSI1PK: 'STRAVA_ATHLETES', GSI1SK: 's1', userId: u },
    {
      PK: 'STRAVASTATE#ss1',
      SK: 'STATE',
      type: 'stravaState',
      userId: u,
      sidHash: 'sid',
      returnTo: '/settings',
      expiresAt: ttl,
    },
    { PK: 'STRAVAEVENT#e1', SK: 'SEEN', type: 'stravaEventSeen', taskId: 'st1', expiresAt: ttl },
    { PK: user, SK: 'TASKCOUNTER', type: 'taskCounter', active: 2 },
    { PK: user, SK: 'TOOLCALL#t1', type: 'tool_call', swimLevel: 40, bikeLevel: 50, runLevel: 60, expiresAt: ttl },
    { PK: user, SK: 'CHATPROPOSAL#p1', type: 'chatProposal', id: 'p1', userId: u, status: 'open', expiresAt: ttl },
    {
      PK: user,
      SK: 'CONV#c1',
      type: 'conversation',
      id: 'c1',
      userId: u,
      title: 'Knee',
      createdAt: NOW.toISOString(),
    },
    {
      PK: user,
      SK: `CHATMSG#c1#${NOW.toISOString()}#0#t1`,
      type: 'ai_message',
      userId: u,
      conversationId: 'c1',
      taskId: 't1',
      role: 'user',
      message: 'My knee hurts',
    },
    { PK: user, SK: 'CALFEED', type: 'calendarFeed', tokenHash: 'fh1', createdAt: NOW.toISOString() },
    { PK: 'CALFEED#fh1', SK: 'CALFEED', type: 'calendarFeedGuard', userId: u },
    {
      PK: 'MAIL#m1',
      SK: 'MAIL',
      type: 'mail',
      id: 'm1',
      to: email,
      kind: 'reset',
      subject: 'Reset',
      status: 'sent',
      attempts: 1,
      dueAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
    },
    {
      PK: `MAILTO#${email}`,
      SK: `MAIL#${NOW.toISOString()}#m1`,
      type: 'mailLog',
      mailId: 'm1',
      createdAt: NOW.toISOString(),
      expiresAt: ttl,
    },
    { PK: `RL#chat#${u}`, SK: `WINDOW#${window}`, hits: 3, lastAt: NOW.getTime(), expiresAt: ttl },
    { PK: 'RESET_REQUESTS', SK: `REQ#${NOW.toISOString()}#r1`, type: 'resetRequest', email, expiresAt: ttl },
    {
      PK: 'GARMIN_DEREGISTRATIONS',
      SK: `DEREG#${NOW.toISOString()}#d1`,
      type: 'garminDeregistration',
      id: 'd1',
      createdAt: NOW.toISOString(),
      userId: u,
      garminUserId: 'g0',
      tokens: 'sealed',
      attempts: 0,
      lastError: null,
    },
    { PK: 'STATS#TASKHOURS', SK: `HOUR#${HOUR}`, type: 'taskHour', hour: HOUR, completed: 2, t_completed_week: 2 },
    {
      PK: 'AUDIT',
      SK: `AUDIT#${NOW.toISOString()}#a1`,
      GSI1PK: `AUDIT#TARGET#user#${u}`,
      GSI1SK: `${NOW.toISOString()}#a1`,
      type: 'audit',
      id: 'a1',
      at: NOW.toISOString(),
      action: 'grant-credits',
      target: { kind: 'user', id: u, label: null },
    },
  ];
}

describe('migration 001: one key spelling', () => {
  let db: Db;
  const u = randomUUID();
  const email = `migrate-${u.slice(0, 8)}@example.com`;
  let before: Item[];

  beforeAll(async () => {
    db = await freshDb();
    for (const item of oldItems(u, email)) await put(db, item);
    before = await scanAll(db);
  });

  it('moves every old item to its new key, where the app reads it, and leaves nothing under an old one', async () => {
    // Each renamed kind is there under its old spelling first (the check below cannot pass on an empty table).
    expect(oldKeysIn(before)).toHaveLength(27);

    const [run] = await runPendingMigrations(db);
    // Scanned: the 23 items and the migration's own record (written when it was claimed).
    expect(run).toMatchObject({
      id: '001-key-spelling',
      outcome: 'applied',
      counts: { scanned: 24, moved: 20, reindexed: 2, superseded: 0, gone: 0 },
    });

    const after = await scanAll(db);
    expect(oldKeysIn(after)).toEqual([]);
    // Nothing lost or doubled: the same items plus the migration's own record.
    expect(after).toHaveLength(before.length + 1);

    expect((await createWeekRepository(db).findActive(u))?.id).toBe('w1');
    expect(await createWorkoutRepository(db).listByWeek(u, 'w1')).toEqual([]);
    const payments = createTransactionRepository(db);
    expect(await payments.findBySession('cs_1')).toEqual({ userId: u, transactionId: 't1' });
    expect(await payments.findByPaymentIntent('pi_1')).toEqual({ userId: u, transactionId: 't1' });
    const garmin = createConnectionRepository(db);
    expect(await garmin.userIdFor('g1')).toBe(u);
    // Items with TTL keep it.
    expect((await get(db, keys.garminOAuthState('gs1')))?.expiresAt).toBe(
      before.find((i) => i.PK === 'GARMINSTATE#gs1')!.expiresAt,
    );
    expect(await garmin.takeState('gs1', NOW)).toMatchObject({ userId: u, verifier: 'v' });
    expect((await garmin.pendingDeregistrations()).map((d) => d.id)).toEqual(['d1']);
    const strava = createStravaConnectionRepository(db);
    expect(await strava.userIdFor('s1')).toBe(u);
    expect(await strava.takeState('ss1', NOW)).toMatchObject({ userId: u });
    expect(await get(db, keys.stravaEventSeen('e1'))).toMatchObject({ taskId: 'st1', expiresAt: expect.any(Number) });
    expect((await createTaskRepository(db).unfinishedCounts(u, epochSeconds(NOW))).counter).toBe(2);
    expect(await createToolCallRepository(db).find(u, 't1')).toEqual({ swimLevel: 40, bikeLevel: 50, runLevel: 60 });
    expect((await createProposalRepository(db).get(u, 'p1'))?.id).toBe('p1');
    const chat = createChatRepository(db);
    expect((await chat.listConversations(u)).map((c) => c.id)).toEqual(['c1']);
    expect((await chat.listMessages(u, 'c1')).map((m) => m.message)).toEqual(['My knee hurts']);
    const feeds = createFeedRepository(db);
    expect((await feeds.get(u))?.tokenHash).toBe('fh1');
    expect(await feeds.userIdFor('fh1')).toBe(u);
    expect((await createMailRepository(db).recentTo(email, 5)).map((m) => m.id)).toEqual(['m1']);
    expect((await createRateLimiter(db, () => NOW).peek(`chat#${u}`, { limit: 10, windowSeconds: 3600 })).count).toBe(
      3,
    );
    expect((await createResetRequestRepository(db).listDue(5)).map((r) => r.email)).toEqual([email]);
    expect(await createTaskHourRepository(db).range(`${HOUR}:00:00Z`, `${HOUR}:59:00Z`)).toEqual([
      expect.objectContaining({ hour: HOUR, completed: 2, byType: { week: { completed: 2, failed: 0 } } }),
    ]);
    expect(
      (await createAuditRepository(db).forTarget({ kind: 'user', id: u, label: null }, 5)).map((a) => a.id),
    ).toEqual(['a1']);
  });

  it('changes nothing when it runs again: recorded as applied, and the migration itself finds nothing to move', async () => {
    const snapshot = await scanAll(db);
    expect(await runPendingMigrations(db)).toEqual([{ id: '001-key-spelling', outcome: 'already-applied' }]);
    const { keySpelling } = await import('../../../functions/db/migrations/001-key-spelling');
    expect(await keySpelling.run(db, () => undefined)).toMatchObject({ moved: 0, reindexed: 0, superseded: 0 });
    expect(await scanAll(db)).toEqual(snapshot);
  });
});

describe('migration 001 against a live app', () => {
  it('keeps an item the app already wrote under the new key, and removes the stale old one', async () => {
    const db = await freshDb();
    await put(db, { PK: 'USER#u1', SK: 'TASKCOUNTER', type: 'taskCounter', active: 3 });
    await put(db, { ...keys.taskCounter('u1'), type: 'taskCounter', active: 1 });
    const [run] = await runPendingMigrations(db);
    expect(run?.counts).toMatchObject({ moved: 0, superseded: 1 });
    expect((await scanAll(db)).filter((i) => i.PK === 'USER#u1')).toEqual([
      { ...keys.taskCounter('u1'), type: 'taskCounter', active: 1 },
    ]);
  });
});

describe('the migration runner', () => {
  const counting = (id: string, calls: string[], fail = false): Migration => ({
    id,
    description: id,
    async run() {
      calls.push(id);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (fail) throw new Error('disk on fire');
      return { done: 1 };
    },
  });

  it('applies a migration once when two runners start together', async () => {
    const db = await freshDb();
    const calls: string[] = [];
    const migrations = [counting('m-a', calls), counting('m-b', calls)];
    const [first, second] = await Promise.all([
      runPendingMigrations(db, { migrations, pollMs: 20 }),
      runPendingMigrations(db, { migrations, pollMs: 20 }),
    ]);
    expect(calls.sort()).toEqual(['m-a', 'm-b']);
    for (const id of ['m-a', 'm-b'])
      expect(
        [...first!, ...second!]
          .filter((r) => r.id === id)
          .map((r) => r.outcome)
          .sort(),
      ).toEqual(['already-applied', 'applied']);
    expect(await get(db, keys.migration('m-a'))).toMatchObject({ status: 'applied', counts: { done: 1 } });
  });

  it('stops at a failed migration, records it, and the next run applies it', async () => {
    const db = await freshDb();
    const calls: string[] = [];
    await expect(
      runPendingMigrations(db, { migrations: [counting('m-x', calls, true), counting('m-y', calls)] }),
    ).rejects.toThrow(/m-x failed.*disk on fire/);
    expect(calls).toEqual(['m-x']);
    expect(await get(db, keys.migration('m-x'))).toMatchObject({ status: 'failed', lastError: 'disk on fire' });
    const runs = await runPendingMigrations(db, { migrations: [counting('m-x', calls), counting('m-y', calls)] });
    expect(runs.map((r) => r.outcome)).toEqual(['applied', 'applied']);
  });

  it('takes over a migration whose runner stopped without finishing once its lease ran out', async () => {
    const db = await freshDb();
    await put(db, {
      ...keys.migration('m-z'),
      status: 'running',
      runner: 'crashed',
      leaseUntil: new Date(NOW.getTime() - 1000).toISOString(),
    });
    const calls: string[] = [];
    const runs = await runPendingMigrations(db, { migrations: [counting('m-z', calls)] });
    expect(runs).toEqual([{ id: 'm-z', outcome: 'applied', counts: { done: 1 } }]);
  });

  it('is what the deploy trigger runs: the pending migrations of TABLE_NAME, then nothing on a redeploy', async () => {
    const db = await freshDb();
    await put(db, { PK: 'CALFEED#h9', SK: 'CALFEED', userId: 'u9' });
    const sharedTable = process.env.TABLE_NAME;
    process.env.TABLE_NAME = db.table;
    resetEnvCache();
    try {
      expect((await deployHandler()).migrations).toEqual([
        expect.objectContaining({ id: '001-key-spelling', outcome: 'applied' }),
      ]);
      expect(await createFeedRepository(db).userIdFor('h9')).toBe('u9');
      expect((await deployHandler()).migrations).toEqual([{ id: '001-key-spelling', outcome: 'already-applied' }]);
    } finally {
      process.env.TABLE_NAME = sharedTable;
      resetEnvCache();
    }
  });
});
