import type { WorkoutView } from '@shared/schemas/weeks';
import { earliestDayOnEarth, workoutOutcome } from '@shared/weeks/workout-outcome';
import type { Clock } from '../../lib/clock';
import type { ActivityRepository } from '../activities/activity-repository';
import { toWorkoutView, type WorkoutRecord } from './workout-record';

export interface OutcomeReaderDeps {
  activities: Pick<ActivityRepository, 'lastAutomaticDay'>;
  clock: Clock;
}

/** Workouts as the web reads them, each with its outcome (done, skipped, missed, not reported or planned). */
export function createOutcomeReader({ activities, clock }: OutcomeReaderDeps) {
  return {
    async views(userId: string, records: WorkoutRecord[]): Promise<WorkoutView[]> {
      const today = earliestDayOnEarth(clock());
      // Only a past silent workout needs to know whether a watch delivered since (one GetItem).
      const silent = records.some((w) => w.day && w.day < today && !w.isCompleted && !w.report);
      const lastAutomaticDay = silent ? await activities.lastAutomaticDay(userId) : null;
      return records.map((w) => ({ ...toWorkoutView(w), outcome: workoutOutcome(w, today, lastAutomaticDay) }));
    },

    async view(userId: string, record: WorkoutRecord): Promise<WorkoutView> {
      return (await this.views(userId, [record]))[0]!;
    },
  };
}

export type OutcomeReader = ReturnType<typeof createOutcomeReader>;
