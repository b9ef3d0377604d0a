import type { LoadCheckView } from '@shared/schemas/load-check';
import { addDays } from '@shared/training/dates';
import { isHardWorkout } from '@shared/training/intensity';
import { loadCheck } from '@shared/training/safety/load-check';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readWeekLoad } from './week-load-read';
import { createWeekRepository } from './week-repository';

const WEEK_NOT_FOUND = 'Week not found';

/**
 * The week against the safety limits: what was recorded on the days gone by, what is planned from today on (a
 * skipped session plans nothing; a finished one counts by its recorded activity), with the 12 weeks before as history.
 */
export function createLoadCheckService({ db, clock }: { db: Db; clock: Clock }) {
  const weeks = createWeekRepository(db);
  return {
    async forWeek(userId: string, weekId: string): Promise<LoadCheckView> {
      const week = await weeks.get(userId, weekId);
      if (!week || week.deleted) throw notFound(WEEK_NOT_FOUND);
      const today = clock().toISOString().slice(0, 10);
      const { workouts: list, daily, history, paces, restDayOptional } = await readWeekLoad(db, userId, week, today);
      const planned = list.filter((w) => w.report?.status !== 'skipped');

      const days = Array.from({ length: 7 }, (_, i) => {
        const date = addDays(week.firstDay, i);
        const onDay = planned.filter((w) => w.day === date);
        const ahead = date >= today ? onDay.filter((w) => !w.isCompleted) : [];
        const load = (daily.get(date) ?? 0) + ahead.reduce((t, w) => t + plannedLoad(w.workoutDetails, paces), 0);
        return { date, load, hard: onDay.some((w) => isHardWorkout(w.workoutDetails)) };
      });
      return { weekId, firstDay: week.firstDay, plannedFrom: today > week.firstDay ? today : week.firstDay, checks: loadCheck({ history, days, restDayOptional }) };
    },
  };
}

export type LoadCheckService = ReturnType<typeof createLoadCheckService>;
