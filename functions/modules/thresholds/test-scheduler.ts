import { randomUUID } from 'node:crypto';
import type { ThresholdTest } from '@shared/schemas/threshold-api';
import type { WorkoutView } from '@shared/schemas/weeks';
import { buildThresholdTest } from '@shared/training/threshold-tests';
import { addDays } from '@shared/calendar/days';
import { weekLabel } from '@shared/weeks/dates';
import { badRequest, conflict } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { UserRepository } from '../accounts/user-repository';
import type { WeekRepository } from '../weeks/week-repository';
import { toWorkoutView, type WorkoutRecord } from '../workouts/workout-record';
import type { WorkoutRepository } from '../workouts/workout-repository';

export interface TestSchedulerDeps {
  weeks: Pick<WeekRepository, 'findActive'>;
  workouts: Pick<WorkoutRepository, 'create'>;
  users: Pick<UserRepository, 'findById'>;
  clock: Clock;
}

/** Puts a threshold test on a day of the active week, as a workout like any other (FIT, watch, moves). */
export function createTestScheduler({ weeks, workouts, users, clock }: TestSchedulerDeps) {
  return {
    async schedule(userId: string, test: ThresholdTest, day: string): Promise<WorkoutView> {
      const week = await weeks.findActive(userId);
      if (!week || week.deleted || week.status !== 'ready')
        throw conflict('There is no current training week to add a test to: create your week first.');
      const lastDay = addDays(week.firstDay, 6);
      if (day < week.firstDay || day > lastDay) {
        const range = weekLabel(week.firstDay);
        const message = `Choose a day of your current week (${range.from} to ${range.to})`;
        throw badRequest(message, [{ path: 'day', message }]);
      }
      const lang = (await users.findById(userId))?.lang === 'pl' ? 'pl' : 'en';
      const now = clock().toISOString();
      const workout: WorkoutRecord = {
        id: randomUUID(),
        userId,
        weekId: week.id,
        day,
        isCompleted: false,
        userNotes: null,
        aiSummary: null,
        aiTaskId: null,
        workoutDetails: buildThresholdTest(test, lang),
        createdAt: now,
        updatedAt: now,
      };
      await workouts.create(workout);
      return toWorkoutView(workout);
    },
  };
}

export type TestScheduler = ReturnType<typeof createTestScheduler>;
