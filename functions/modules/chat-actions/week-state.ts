import { addDays } from '@shared/calendar/days';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { createAvailabilityRepository } from '../availability/availability-repository';
import { readWeekLoad } from '../weeks/week-load-read';
import type { WeekRecord } from '../weeks/week-record';
import { createWeekRepository } from '../weeks/week-repository';
import { weekFingerprint } from './week-fingerprint';

/** The athlete's week as a proposal sees it: its sessions, the availability, the load history and a fingerprint. */
export function createWeekStateReader(db: Db, clock: Clock) {
  const weeks = createWeekRepository(db);
  const availabilities = createAvailabilityRepository(db);

  async function of(userId: string, week: WeekRecord) {
    const today = clock().toISOString().slice(0, 10);
    const [read, stored] = await Promise.all([readWeekLoad(db, userId, week, today), availabilities.get(userId)]);
    return {
      week,
      today,
      lastDay: addDays(week.firstDay, 6),
      ...read,
      storedAvailability: stored,
      /** null: the athlete set none. */
      availability: stored.updatedAt ? stored : null,
      fingerprint: weekFingerprint(read.workouts, stored.updatedAt),
    };
  }

  return {
    async active(userId: string) {
      const week = await weeks.findActive(userId);
      return week && !week.deleted ? of(userId, week) : null;
    },
    async byId(userId: string, weekId: string) {
      const week = await weeks.get(userId, weekId);
      return week && !week.deleted ? of(userId, week) : null;
    },
    /** No active week: only the availability (time away can still be blocked out). */
    async availabilityOnly(userId: string) {
      const stored = await availabilities.get(userId);
      return { storedAvailability: stored, fingerprint: weekFingerprint([], stored.updatedAt) };
    },
  };
}

export type WeekStateReader = ReturnType<typeof createWeekStateReader>;
export type WeekState = NonNullable<Awaited<ReturnType<WeekStateReader['active']>>>;
