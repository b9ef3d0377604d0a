import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { isConditionFailure } from '../items';
import { keys } from '../keys';
import type { Migration, MigrationCounts } from './migration';
import { migrations as allMigrations } from './registry';

/** How long a claim holds before another runner may take the migration over (a deploy's Lambda runs 15 min at most). */
export const MIGRATION_LEASE_MS = 15 * 60_000;

export interface MigrationRun {
  id: string;
  /** `applied` by this runner, or found `already-applied` (by an earlier run or by a runner beside this one). */
  outcome: 'applied' | 'already-applied';
  counts?: MigrationCounts;
}

export interface RunnerOptions {
  migrations?: readonly Migration[];
  log?: (line: string) => void;
  clock?: () => Date;
  leaseMs?: number;
  /** Between two looks at a migration another runner holds. */
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface MigrationRecord {
  status: 'running' | 'failed' | 'applied';
  runner?: string;
  leaseUntil?: string;
}

async function record(db: Db, id: string): Promise<MigrationRecord | undefined> {
  const { Item } = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: keys.migration(id), ConsistentRead: true }),
  );
  return Item as MigrationRecord | undefined;
}

/**
 * Claims a migration for this runner: only when no one ran it, its last run failed, or the runner holding it let its
 * lease run out (a crashed run). The condition makes two runners racing for it end with one claim.
 */
async function claim(db: Db, id: string, runner: string, now: Date, leaseMs: number): Promise<boolean> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: {
          ...keys.migration(id),
          type: 'migration',
          id,
          status: 'running',
          runner,
          startedAt: now.toISOString(),
          leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
        },
        ConditionExpression:
          'attribute_not_exists(PK) OR #status = :failed OR (#status = :running AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed', ':running': 'running', ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function finish(db: Db, id: string, runner: string, now: Date, fields: Record<string, unknown>) {
  const names = Object.keys(fields);
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: keys.migration(id),
        UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}, finishedAt = :now`,
        // A runner that lost its lease to another leaves the record to that one.
        ConditionExpression: 'runner = :runner',
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:f${i}`, fields[name]])),
          ':runner': runner,
          ':now': now.toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Applies the migrations this table has not recorded as applied, in order, each once: `npm start` before serving,
 * the deploy's trigger after the table, `npm run cli -- migrate` by hand. A migration another runner holds is waited
 * for (and taken over if its lease runs out); a failed one stops the run and is tried again by the next runner.
 */
export async function runPendingMigrations(db: Db, options: RunnerOptions = {}): Promise<MigrationRun[]> {
  const {
    migrations = allMigrations,
    log = () => undefined,
    clock = () => new Date(),
    leaseMs = MIGRATION_LEASE_MS,
    pollMs = 2000,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  } = options;
  const runner = randomUUID();
  const runs: MigrationRun[] = [];
  for (const migration of migrations) {
    for (;;) {
      const existing = await record(db, migration.id);
      if (existing?.status === 'applied') {
        runs.push({ id: migration.id, outcome: 'already-applied' });
        break;
      }
      if (!(await claim(db, migration.id, runner, clock(), leaseMs))) {
        log(`Migration ${migration.id} is being applied by another runner: waiting`);
        await sleep(pollMs);
        continue;
      }
      log(`Migration ${migration.id}: ${migration.description}`);
      let counts: MigrationCounts;
      try {
        counts = await migration.run(db, log);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await finish(db, migration.id, runner, clock(), { status: 'failed', lastError: message });
        throw new Error(`Migration ${migration.id} failed (a later run picks it up again): ${message}`, {
          cause: error,
        });
      }
      await finish(db, migration.id, runner, clock(), { status: 'applied', counts });
      log(`Migration ${migration.id} applied: ${JSON.stringify(counts)}`);
      runs.push({ id: migration.id, outcome: 'applied', counts });
      break;
    }
  }
  return runs;
}
