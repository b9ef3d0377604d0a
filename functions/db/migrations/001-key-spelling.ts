import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../client';
import { conditionFailedAt, isConditionFailure } from '../items';
import { transactRetryingConflicts } from '../transact-retrying';
import type { Migration, MigrationCounts } from './migration';

type KeyAttribute = 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK';
type Item = Record<string, unknown>;

interface Rename {
  attribute: KeyAttribute;
  from: RegExp;
  to: string;
  /** Only items of this partition (old spelling), where a short prefix could mean something else elsewhere. */
  partition?: string;
}

/**
 * Old spelling -> new, frozen here (keys.ts moves on; this migration must keep renaming what was written before
 * it). Prefixes end at their `#` and whole names are anchored, so a value that merely starts alike is left alone.
 */
export const KEY_RENAMES: readonly Rename[] = [
  { attribute: 'PK', from: /^PAYSESSION#/, to: 'PAYMENT_SESSION#' },
  { attribute: 'SK', from: /^PAYSESSION$/, to: 'PAYMENT_SESSION' },
  { attribute: 'PK', from: /^PAYINTENT#/, to: 'PAYMENT_INTENT#' },
  { attribute: 'SK', from: /^PAYINTENT$/, to: 'PAYMENT_INTENT' },
  { attribute: 'PK', from: /^GARMINUSER#/, to: 'GARMIN_USER#' },
  { attribute: 'SK', from: /^GARMINUSER$/, to: 'GARMIN_USER' },
  { attribute: 'PK', from: /^GARMINSTATE#/, to: 'GARMIN_STATE#' },
  { attribute: 'PK', from: /^STRAVAATHLETE#/, to: 'STRAVA_ATHLETE#' },
  { attribute: 'SK', from: /^STRAVAATHLETE$/, to: 'STRAVA_ATHLETE' },
  { attribute: 'PK', from: /^STRAVASTATE#/, to: 'STRAVA_STATE#' },
  { attribute: 'PK', from: /^STRAVAEVENT#/, to: 'STRAVA_EVENT#' },
  { attribute: 'PK', from: /^CALFEED#/, to: 'CALENDAR_FEED#' },
  { attribute: 'SK', from: /^CALFEED$/, to: 'CALENDAR_FEED' },
  { attribute: 'PK', from: /^MAILTO#/, to: 'MAIL_TO#' },
  { attribute: 'PK', from: /^RL#/, to: 'RATE_LIMIT#' },
  { attribute: 'PK', from: /^STATS#TASKHOURS$/, to: 'TASK_HOURS' },
  { attribute: 'SK', from: /^TASKCOUNTER$/, to: 'TASK_COUNTER' },
  { attribute: 'SK', from: /^TOOLCALL#/, to: 'TOOL_CALL#' },
  { attribute: 'SK', from: /^CHATPROPOSAL#/, to: 'CHAT_PROPOSAL#' },
  { attribute: 'SK', from: /^CONV#/, to: 'CONVERSATION#' },
  { attribute: 'SK', from: /^CHATMSG#/, to: 'CHAT_MESSAGE#' },
  { attribute: 'SK', from: /^WEEKINDEX#/, to: 'WEEK_INDEX#' },
  { attribute: 'SK', from: /^REQ#/, to: 'REQUEST#', partition: 'RESET_REQUESTS' },
  { attribute: 'SK', from: /^DEREG#/, to: 'DEREGISTRATION#', partition: 'GARMIN_DEREGISTRATIONS' },
  { attribute: 'GSI1PK', from: /^(USER#[^#]+)#ACTIVEWEEK$/, to: '$1#ACTIVE_WEEK' },
  { attribute: 'GSI1PK', from: /^AUDIT#TARGET#/, to: 'AUDIT_TARGET#' },
];

/** The key attributes of an item that change under the new spelling (empty when it has none of the old ones). */
export function renamedKeys(item: Item): Partial<Record<KeyAttribute, string>> {
  const changed: Partial<Record<KeyAttribute, string>> = {};
  for (const rename of KEY_RENAMES) {
    const value = item[rename.attribute];
    if (typeof value !== 'string' || !rename.from.test(value)) continue;
    if (rename.partition && item.PK !== rename.partition) continue;
    changed[rename.attribute] = value.replace(rename.from, rename.to);
  }
  return changed;
}

type Outcome = 'moved' | 'reindexed' | 'superseded' | 'gone';

/**
 * A new primary key: Put the item under it (unless the app already wrote one there) and Delete the old one (if it
 * is still there), in one transaction, so an interrupted run leaves each item either old or new, never both or none.
 */
async function move(db: Db, item: Item, changed: Partial<Record<KeyAttribute, string>>): Promise<Outcome> {
  const oldKey = { PK: item.PK, SK: item.SK };
  try {
    await transactRetryingConflicts(db, [
      {
        Put: {
          TableName: db.table,
          Item: { ...item, ...changed },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Delete: { TableName: db.table, Key: oldKey, ConditionExpression: 'attribute_exists(PK)' } },
    ]);
    return 'moved';
  } catch (error) {
    if (conditionFailedAt(error, 1)) return 'gone';
    if (!conditionFailedAt(error, 0)) throw error;
  }
  // The app already wrote this item under the new key since it was deployed: that one is the live one.
  try {
    await db.doc.send(
      new DeleteCommand({ TableName: db.table, Key: oldKey, ConditionExpression: 'attribute_exists(PK)' }),
    );
    return 'superseded';
  } catch (error) {
    if (isConditionFailure(error)) return 'gone';
    throw error;
  }
}

/** Same primary key, new index keys: one conditional Update (it only applies while the item holds the old ones). */
async function reindex(db: Db, item: Item, changed: Partial<Record<KeyAttribute, string>>): Promise<Outcome> {
  const entries = Object.entries(changed);
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: `SET ${entries.map((_, i) => `#k${i} = :new${i}`).join(', ')}`,
        ConditionExpression: entries.map((_, i) => `#k${i} = :old${i}`).join(' AND '),
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#k${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          entries.flatMap(([name, value], i) => [
            [`:new${i}`, value],
            [`:old${i}`, item[name]],
          ]),
        ),
      }),
    );
    return 'reindexed';
  } catch (error) {
    if (isConditionFailure(error)) return 'gone';
    throw error;
  }
}

/** Items handled at once within a page: enough to move a large table in minutes, few enough not to throttle it. */
const PARALLEL_ITEMS = 16;

export const keySpelling: Migration = {
  id: '001-key-spelling',
  description: 'One key spelling: UPPER_SNAKE segment names, no run-together or shortened names (functions/db/keys.ts)',
  async run(db, log) {
    const counts: MigrationCounts = { scanned: 0, moved: 0, reindexed: 0, superseded: 0, gone: 0 };
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.doc.send(
        new ScanCommand({ TableName: db.table, ExclusiveStartKey: startKey, ConsistentRead: true }),
      );
      const items = page.Items ?? [];
      counts.scanned! += items.length;
      const pending = items.map((item) => ({ item, changed: renamedKeys(item) }));
      const toChange = pending.filter(({ changed }) => Object.keys(changed).length > 0);
      for (let i = 0; i < toChange.length; i += PARALLEL_ITEMS) {
        const outcomes = await Promise.all(
          toChange
            .slice(i, i + PARALLEL_ITEMS)
            .map(({ item, changed }) =>
              'PK' in changed || 'SK' in changed ? move(db, item, changed) : reindex(db, item, changed),
            ),
        );
        for (const outcome of outcomes) counts[outcome]! += 1;
      }
      startKey = page.LastEvaluatedKey;
      if (startKey) log(`  ${counts.scanned} items read, ${counts.moved! + counts.reindexed!} renamed so far`);
    } while (startKey);
    return counts;
  },
};
