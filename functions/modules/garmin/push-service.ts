import { isFutureDated } from '@shared/activities/future-dated';
import { addDays } from '@shared/calendar/days';
import { timingSafeEqual } from 'node:crypto';
import { logger } from '../../lib/logger';
import type { RecordActivityInput } from '../activities/activity-service';
import type { ConnectionRepository } from './connection-repository';
import type { ReadinessRepository } from '../readiness/readiness-repository';
import { LIST_OF, PART_OF, watchValues, type GarminHealthSummary } from './health-summaries';
import type { HealthPushKind } from './push-inbox';

/** The parts of Garmin's activity summary we keep. */
export interface GarminActivitySummary {
  userId?: unknown;
  summaryId?: unknown;
  activityType?: unknown;
  activityName?: unknown;
  startTimeInSeconds?: unknown;
  durationInSeconds?: unknown;
  distanceInMeters?: unknown;
  averageHeartRateInBeatsPerMinute?: unknown;
  maxHeartRateInBeatsPerMinute?: unknown;
}

const SPORTS: Record<string, string> = {
  RUNNING: 'RUNNING',
  TRAIL_RUNNING: 'RUNNING',
  TREADMILL_RUNNING: 'RUNNING',
  VIRTUAL_RUN: 'RUNNING',
  TRACK_RUNNING: 'RUNNING',
  CYCLING: 'CYCLING',
  ROAD_BIKING: 'CYCLING',
  INDOOR_CYCLING: 'CYCLING',
  VIRTUAL_RIDE: 'CYCLING',
  MOUNTAIN_BIKING: 'CYCLING',
  GRAVEL_CYCLING: 'CYCLING',
  LAP_SWIMMING: 'SWIMMING',
  OPEN_WATER_SWIMMING: 'SWIMMING',
  SWIMMING: 'SWIMMING',
};

const PUSH_CONCURRENCY = 25;

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A push proves it is Garmin's by the secret path token and our client id in `garmin-client-id`. */
export function isGarminPush(
  config: { pushToken?: string; clientId?: string },
  token: string,
  clientIdHeader: string | undefined,
): boolean {
  if (!config.pushToken || !config.clientId || !clientIdHeader) return false;
  return same(token, config.pushToken) && same(clientIdHeader, config.clientId);
}

export function toActivityInput(summary: GarminActivitySummary): RecordActivityInput | null {
  const start = Number(summary.startTimeInSeconds);
  const duration = Number(summary.durationInSeconds);
  if (typeof summary.summaryId !== 'string' || !Number.isFinite(start) || !Number.isFinite(duration) || duration <= 0)
    return null;
  const type = String(summary.activityType ?? 'OTHER').toUpperCase();
  return {
    id: `garmin-${summary.summaryId}`,
    activityType: SPORTS[type] ?? type,
    startTime: new Date(start * 1000).toISOString(),
    durationInSeconds: duration,
    distanceInMeters: Number.isFinite(Number(summary.distanceInMeters)) ? Number(summary.distanceInMeters) : null,
    averageHeartRate: Number.isFinite(Number(summary.averageHeartRateInBeatsPerMinute))
      ? Number(summary.averageHeartRateInBeatsPerMinute)
      : null,
    ...(typeof summary.maxHeartRateInBeatsPerMinute === 'number' &&
    Number.isFinite(summary.maxHeartRateInBeatsPerMinute)
      ? { maxHeartRate: summary.maxHeartRateInBeatsPerMinute }
      : {}),
    activityName: typeof summary.activityName === 'string' ? summary.activityName.slice(0, 200) : null,
    source: 'garmin',
  };
}

/** Garmin's pushes: activities recorded (and matched), deregistrations, permission changes; unknown users ignored. */
export function createPushService(deps: {
  connections: ConnectionRepository;
  record: (userId: string, input: RecordActivityInput) => Promise<unknown>;
  /** Where the health summaries go (the readiness days); without it they are acknowledged and dropped. */
  readiness?: Pick<ReadinessRepository, 'putWatch'>;
  clock: () => Date;
}) {
  const { connections } = deps;
  return {
    async activities(body: { activities?: GarminActivitySummary[] }): Promise<number> {
      const summaries = body.activities ?? [];
      const garminUsers = [
        ...new Set(summaries.map((s) => s.userId).filter((id): id is string => typeof id === 'string')),
      ];
      const athletes = new Map(
        await Promise.all(garminUsers.map(async (id) => [id, await connections.userIdFor(id)] as const)),
      );
      const work = summaries.flatMap((summary) => {
        const userId = athletes.get(summary.userId as string);
        const input = toActivityInput(summary);
        // A watch whose clock runs days ahead: not counted anywhere (shared/activities/future-dated.ts), so not stored.
        return userId && input && !isFutureDated(input.startTime, deps.clock()) ? [{ userId, input }] : [];
      });
      // Garmin waits for the answer: a batch is recorded PUSH_CONCURRENCY activities at a time, not one by one.
      for (let i = 0; i < work.length; i += PUSH_CONCURRENCY) {
        // The activity's id is Garmin's summary id: a repeated push overwrites the same row.
        await Promise.all(work.slice(i, i + PUSH_CONCURRENCY).map(({ userId, input }) => deps.record(userId, input)));
      }
      const now = deps.clock().toISOString();
      await Promise.all(
        [...new Set(work.map((w) => w.userId))].map((userId) => connections.update(userId, { lastActivityAt: now })),
      );
      return work.length;
    },

    /**
     * Daily, sleep and HRV summaries: each written to its athlete's day. A repeated push writes the same values; an
     * older push processed after a newer one for the same day (a retry) is ignored by the day's `receivedAt`.
     */
    async health(
      kind: HealthPushKind,
      body: Partial<Record<'dailies' | 'sleeps' | 'hrv', GarminHealthSummary[]>>,
      receivedAt: string,
    ): Promise<number> {
      const summaries = body[LIST_OF[kind]] ?? [];
      const garminUsers = [
        ...new Set(summaries.map((s) => s.userId).filter((id): id is string => typeof id === 'string')),
      ];
      const athletes = new Map(
        await Promise.all(garminUsers.map(async (id) => [id, await connections.userIdFor(id)] as const)),
      );
      const today = deps.clock().toISOString().slice(0, 10);
      let written = 0;
      for (const summary of summaries) {
        const userId = athletes.get(summary.userId as string);
        const date = typeof summary.calendarDate === 'string' ? summary.calendarDate : null;
        const values = watchValues(kind, summary);
        // A day more than one ahead of ours is a device clock gone wrong, as for activities.
        if (!userId || !date || !values || date > addDays(today, 1) || !deps.readiness) continue;
        if (
          await deps.readiness.putWatch(userId, date, PART_OF[kind], {
            ...values,
            summaryId: String(summary.summaryId),
            receivedAt,
          })
        )
          written += 1;
      }
      return written;
    },

    async deregistrations(body: {
      deregistrations?: Array<{ userId?: unknown; deregistrationTimeInSeconds?: unknown }>;
    }): Promise<void> {
      for (const item of body.deregistrations ?? []) {
        const userId = typeof item.userId === 'string' ? await connections.userIdFor(item.userId) : null;
        const connection = userId ? await connections.get(userId) : null;
        if (!connection) continue;
        const at = Number(item.deregistrationTimeInSeconds);
        // An old deregistration arriving after the athlete connected again is not about this connection.
        if (Number.isFinite(at) && at * 1000 < Date.parse(connection.connectedAt)) {
          logger.info('Ignored a Garmin deregistration older than the connection');
          continue;
        }
        await connections.disconnect(connection, null);
      }
    },

    async permissions(body: {
      userPermissionsChange?: Array<{ userId?: unknown; permissions?: unknown }>;
    }): Promise<void> {
      for (const change of body.userPermissionsChange ?? []) {
        const userId = typeof change.userId === 'string' ? await connections.userIdFor(change.userId) : null;
        if (userId && Array.isArray(change.permissions))
          await connections.update(userId, { permissions: change.permissions.map(String) });
      }
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
