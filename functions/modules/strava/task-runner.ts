import type { Clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { StravaHttpError, type StravaClient } from '../../providers/strava/port';
import { resumeAt } from '../../providers/strava/rate-limit';
import type { RecordActivityInput } from '../activities/activity-service';
import type { TokenCipher } from '../garmin/token-cipher';
import { stravaActivityId, toActivityInput } from './activity-input';
import type { StravaConnection, StravaConnectionRepository } from './connection-repository';
import { openStravaTokens, type StravaAccess } from './strava-access';
import { newStravaTask, type StravaEvent, type StravaTask, type StravaTaskQueue } from './task-queue';

/** A task that failed this often stays in the queue with its error, for an operator to look at. */
export const MAX_STRAVA_ATTEMPTS = 8;
const PER_RUN = 50;
const PAGE_SIZE = 50;
/** Calls left in the 15-minute window for webhook events: the backfill stops short of them. */
const BACKFILL_RESERVE = 20;

export interface StravaRunnerDeps {
  client: () => StravaClient;
  access: () => StravaAccess;
  connections: StravaConnectionRepository;
  queue: StravaTaskQueue;
  cipher: () => Promise<TokenCipher>;
  record: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  removeRecording: (userId: string, activityId: string) => Promise<boolean>;
  clock: Clock;
}

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
const backoffMinutes = (attempts: number) => Math.min(2 ** attempts, 60);

/**
 * Drains Strava's work queue: webhook events (fetch -> activity, refresh, remove, deauthorization), backfill pages
 * paced under the rate limit, and deauthorizations. A 429 puts the task (and the rest of the run) back for the
 * window named by Strava's headers without counting an attempt; other failures back off and count.
 */
export function createStravaTaskRunner(deps: StravaRunnerDeps) {
  const { connections, queue, clock } = deps;
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  async function connectionFor(ownerId: string | number): Promise<StravaConnection | null> {
    const userId = await connections.userIdFor(String(ownerId));
    return userId ? connections.get(userId) : null;
  }

  async function recordActivity(connection: StravaConnection, activityId: string): Promise<void> {
    try {
      const activity = await deps.access().withToken(connection, (token) => deps.client().activity(token, activityId));
      // Strava may show another athlete's public activity: only the connected athlete's own is theirs to keep.
      if (activity.athleteId && activity.athleteId !== connection.stravaAthleteId) return;
      const input = toActivityInput(activity);
      if (!input) return;
      await deps.record(connection.userId, input);
      await connections.touch(connection.userId, clock().toISOString());
    } catch (error) {
      // Deleted meanwhile, or private and the athlete did not grant activity:read_all: nothing to record.
      if (error instanceof StravaHttpError && (error.status === 404 || error.status === 403)) return;
      throw error;
    }
  }

  /**
   * Strava's webhook carries no signature and activity and athlete ids are public: a delete or a deauthorization is
   * believed only when Strava confirms it with the athlete's own token.
   */
  async function goneFromStrava(connection: StravaConnection, activityId: string): Promise<boolean> {
    try {
      await deps.access().withToken(connection, (token) => deps.client().activity(token, activityId));
      return false;
    } catch (error) {
      if (error instanceof StravaHttpError && (error.status === 404 || error.status === 403)) return true;
      throw error;
    }
  }

  async function accessRevoked(connection: StravaConnection): Promise<boolean> {
    try {
      await deps
        .access()
        .withToken(connection, (token) =>
          deps.client().athleteActivities(token, { after: nowSeconds(), page: 1, perPage: 1 }),
        );
      return false;
    } catch (error) {
      // The token and its refresh are refused: the athlete revoked us on Strava.
      if (error instanceof StravaHttpError && (error.status === 401 || error.status === 400)) return true;
      throw error;
    }
  }

  async function event(e: StravaEvent): Promise<void> {
    const connection = await connectionFor(e.owner_id);
    // Not (or no longer) one of our athletes: ignored.
    if (!connection) return;
    if (e.object_type === 'athlete') {
      // An athlete event is about its owner; one naming another athlete is not Strava's.
      if (String(e.object_id) !== String(e.owner_id)) return;
      // The athlete revoked our access on Strava: disconnect; an old event does not undo a newer connection.
      if (
        e.updates?.authorized === 'false' &&
        e.event_time * 1000 >= Date.parse(connection.connectedAt) - 60_000 &&
        (await accessRevoked(connection))
      )
        await connections.disconnect(connection, null);
      return;
    }
    if (e.aspect_type === 'delete') {
      if (await goneFromStrava(connection, String(e.object_id)))
        await deps.removeRecording(connection.userId, stravaActivityId(e.object_id));
      return;
    }
    // create, and update (title, type, privacy): fetch the activity as it is now; the same id overwrites.
    await recordActivity(connection, String(e.object_id));
  }

  async function backfill(task: Extract<StravaTask, { kind: 'backfill' }>): Promise<void> {
    const connection = await connections.get(task.userId);
    if (!connection || connection.connectedAt !== task.connectedAt) return;
    const page = await deps
      .access()
      .withToken(connection, (token) =>
        deps.client().athleteActivities(token, { after: task.after, page: task.page, perPage: PAGE_SIZE }),
      );
    for (const activity of page) {
      const input = toActivityInput(activity);
      if (input) await deps.record(connection.userId, input);
    }
    if (page.length > 0) await connections.touch(connection.userId, clock().toISOString());
    if (page.length === PAGE_SIZE)
      await queue.add(
        newStravaTask(
          {
            kind: 'backfill',
            userId: task.userId,
            connectedAt: task.connectedAt,
            after: task.after,
            page: task.page + 1,
          },
          clock().toISOString(),
        ),
      );
  }

  async function deauthorize(task: Extract<StravaTask, { kind: 'deauthorize' }>): Promise<void> {
    let tokens = await openStravaTokens(await deps.cipher(), task.tokens);
    try {
      if (tokens.accessExpiresAt - 60 <= nowSeconds()) tokens = await deps.client().refresh(tokens.refreshToken);
      await deps.client().deauthorize(tokens.accessToken);
    } catch (error) {
      // 401 / 400: Strava already forgot this authorization (the athlete revoked it there): nothing left to do.
      if (error instanceof StravaHttpError && (error.status === 401 || error.status === 400)) return;
      throw error;
    }
  }

  async function run(task: StravaTask): Promise<void> {
    if (task.kind === 'event') return event(task.event);
    if (task.kind === 'backfill') return backfill(task);
    return deauthorize(task);
  }

  return {
    async runDue(): Promise<{ done: number; deferred: number; failed: number; repeats: number }> {
      let done = 0;
      let repeats = 0;
      let deferred = 0;
      let failed = 0;
      let pausedUntil: number | null = null;
      for (const task of await queue.due(clock().toISOString(), PER_RUN)) {
        if (task.attempts >= MAX_STRAVA_ATTEMPTS) continue;
        // Over the limit (a 429 this run), or a backfill page that would eat the calls webhook events need: later.
        const limitResume = resumeAt(
          deps.client().rateLimit(),
          nowSeconds(),
          task.kind === 'backfill' ? BACKFILL_RESERVE : 0,
        );
        const resume = Math.max(pausedUntil ?? 0, limitResume);
        if (resume > nowSeconds()) {
          await queue.later(task, iso(resume));
          deferred += 1;
          continue;
        }
        // From here on an event task holds its seen marker (or may: a claim that threw), so it keeps running when put back.
        const taken: StravaTask = task.kind === 'event' ? { ...task, claimed: true } : task;
        try {
          if (task.kind === 'event' && !task.claimed && !(await queue.claimEvent(task, clock()))) {
            await queue.done(task);
            repeats += 1;
            continue;
          }
          await run(task);
          await queue.done(task);
          done += 1;
        } catch (error) {
          if (error instanceof StravaHttpError && error.status === 429) {
            pausedUntil = error.retryAt ?? nowSeconds() + 15 * 60;
            await queue.later(taken, iso(pausedUntil));
            deferred += 1;
            continue;
          }
          const attempts = task.attempts + 1;
          logger.warn('A Strava task failed; it will be retried', {
            id: task.id,
            kind: task.kind,
            attempts,
            error: (error as Error).message,
          });
          await queue.later(taken, iso(nowSeconds() + backoffMinutes(attempts) * 60), {
            attempts,
            lastError: (error as Error).message.slice(0, 500),
          });
          failed += 1;
        }
      }
      return { done, deferred, failed, repeats };
    },
  };
}
