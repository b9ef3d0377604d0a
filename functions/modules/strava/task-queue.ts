import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { isConditionFailure } from '../../db/items';
import { keys } from '../../db/keys';

/** A webhook event as Strava posts it (checked at the edge, stored as received). */
export interface StravaEvent {
  object_type: 'activity' | 'athlete';
  object_id: number | string;
  aspect_type: 'create' | 'update' | 'delete';
  owner_id: number | string;
  subscription_id?: number | string;
  event_time: number;
  updates?: Record<string, string>;
}

export type StravaTaskBody =
  | { kind: 'event'; event: StravaEvent }
  | { kind: 'backfill'; userId: string; connectedAt: string; after: number; page: number }
  | { kind: 'deauthorize'; userId: string; stravaAthleteId: string; tokens: string };

/** `claimed`: an event task that holds its event's seen marker (set once the job first ran it). */
export type StravaTask = StravaTaskBody & {
  id: string;
  dueAt: string;
  attempts: number;
  lastError: string | null;
  claimed?: boolean;
};

export const newStravaTask = (body: StravaTaskBody, dueAt: string): StravaTask => ({
  ...body,
  id: randomUUID(),
  dueAt,
  attempts: 0,
  lastError: null,
});

/** The task as stored: ordered by when it is due, so the job reads the due ones with one Query. */
export function stravaTaskItem(task: StravaTask) {
  return { ...keys.stravaTask(task.dueAt, task.id), type: 'stravaTask', ...task };
}

const SEEN_DAYS = 7;

/**
 * Same event, same key: Strava's retries and repeats of one change are stored once. The owner is part of it, so an
 * event naming someone else (forged, the webhook is public) never takes the key of the real one.
 */
export const eventKey = (e: StravaEvent) =>
  [e.object_type, e.owner_id, e.object_id, e.aspect_type, e.event_time, JSON.stringify(e.updates ?? {})].join(':');

/**
 * The event's task, keyed by the event itself: due at its event time (never later than now, so a forged future time
 * cannot park it), its id the hash of its key. A retry of the event lands on the same item while it waits.
 */
export function stravaEventTask(event: StravaEvent, now: Date): StravaTask {
  const dueAt = new Date(Math.min(event.event_time * 1000, now.getTime())).toISOString();
  const id = createHash('sha256').update(eventKey(event)).digest('base64url').slice(0, 32);
  return { kind: 'event', event, id, dueAt, attempts: 0, lastError: null };
}

/**
 * Strava's work queue in the table: webhook events (the webhook only writes here, so Strava gets its 200 at once),
 * backfill pages and deauthorizations. The strava-events job takes the due ones, oldest first; a task that has to
 * wait (429, Strava down) is put back with a later due time, never dropped.
 *
 * An event is one conditional write on the webhook's path: its task is its own repeat guard while it waits. The job
 * claims the event's seen marker (TTL 7 days) before it runs it, so a repeat that arrives after the task was taken
 * (run, or moved to a later due time) is queued again but dropped by the job, unrun.
 */
export function createStravaTaskQueue(db: Db) {
  const { doc, table } = db;
  return {
    /** Queues a webhook event with one conditional write; false when the same event is already waiting (a duplicate). */
    async addEvent(event: StravaEvent, now: Date): Promise<boolean> {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: stravaTaskItem(stravaEventTask(event, now)),
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Takes the event's seen marker for this task before it runs; false when another copy of the event took it (a repeat). */
    async claimEvent(task: Extract<StravaTask, { kind: 'event' }>, now: Date): Promise<boolean> {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.stravaEventSeen(eventKey(task.event)),
              type: 'stravaEventSeen',
              taskId: task.id,
              expiresAt: Math.floor(now.getTime() / 1000) + SEEN_DAYS * 86_400,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async add(task: StravaTask): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: stravaTaskItem(task) }));
    },

    async due(nowIso: string, limit: number): Promise<StravaTask[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND SK <= :now',
          ExpressionAttributeValues: { ':pk': keys.stravaTasksPartition, ':now': keys.stravaTasksDueBy(nowIso) },
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return Items.map(({ PK: _pk, SK: _sk, type: _type, ...task }) => task as StravaTask);
    },

    async done(task: StravaTask): Promise<void> {
      await doc.send(new DeleteCommand({ TableName: table, Key: keys.stravaTask(task.dueAt, task.id) }));
    },

    /** Puts the task back, due later (the new row first: a crash in between leaves it twice, never lost). */
    async later(
      task: StravaTask,
      dueAt: string,
      change: { attempts?: number; lastError?: string | null } = {},
    ): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: stravaTaskItem({ ...task, ...change, dueAt }) }));
      await this.done(task);
    },
  };
}

export type StravaTaskQueue = ReturnType<typeof createStravaTaskQueue>;
