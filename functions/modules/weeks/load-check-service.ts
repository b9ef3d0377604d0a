import type { LoadCheckView } from '@shared/schemas/load-check';
import { addDays } from '@shared/calendar/days';
import { isHardWorkout } from '@shared/training/intensity';
import { limitsBroken, loadCheck } from '@shared/training/safety/load-check';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { WeekLoadReader } from './week-load-read';
import type { WeekRepository } from './week-repository';

const WEEK_NOT_FOUND = 'Week not found';

/**
 * The week against the safety limits: what was recorded on the days gone by, what is planned from today on (a
 * skipped session plans nothing; a finished one counts by its recorded activity), with the 12 weeks before as history.
 * Asked with a move, it also answers which limits that move would break, so the board can ask first.
 */
export function createLoadCheckService({
  weeks,
  weekLoad,
  clock,
}: {
  weeks: Pick<WeekRepository, 'get'>;
  weekLoad: WeekLoadReader;
  clock: Clock;
}) {
  return {
    async forWeek(
      userId: string,
      weekId: string,
      move: { workoutId: string; day: string } | null = null,
    ): Promise<LoadCheckView> {
      const week = await weeks.get(userId, weekId);
      if (!week || week.deleted) throw notFound(WEEK_NOT_FOUND);
      const today = clock().toISOString().slice(0, 10);
      const { workouts: list, daily, history, paces, restDayOptional } = await weekLoad.read(userId, week, today);
      const planned = list.filter((w) => w.report?.status !== 'skipped');
      const lastDay = addDays(week.firstDay, 6);
      if (move && !list.some((w) => w.id === move.workoutId)) throw notFound('Workout not found in this week');
      if (move && (move.day < week.firstDay || move.day > lastDay))
        throw badRequest(`The day must be within the week (${week.firstDay} to ${lastDay})`);

      const daysOf = (workouts: typeof planned) =>
        Array.from({ length: 7 }, (_, i) => {
          const date = addDays(week.firstDay, i);
          const onDay = workouts.filter((w) => w.day === date);
          const ahead = date >= today ? onDay.filter((w) => !w.isCompleted) : [];
          const load = (daily.get(date) ?? 0) + ahead.reduce((t, w) => t + plannedLoad(w.workoutDetails, paces), 0);
          return { date, load, hard: onDay.some((w) => isHardWorkout(w.workoutDetails)) };
        });
      const checks = loadCheck({ history, days: daysOf(planned), restDayOptional });
      const view: LoadCheckView = {
        weekId,
        firstDay: week.firstDay,
        plannedFrom: today > week.firstDay ? today : week.firstDay,
        checks,
      };
      if (!move) return view;
      const after = loadCheck({
        history,
        days: daysOf(planned.map((w) => (w.id === move.workoutId ? { ...w, day: move.day } : w))),
        restDayOptional,
      });
      return { ...view, broken: limitsBroken(checks, after) };
    },
  };
}

export type LoadCheckService = ReturnType<typeof createLoadCheckService>;
