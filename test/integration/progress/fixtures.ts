import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';

const table = () => process.env.TABLE_NAME!;

/** Items written as the plans/weeks/activities code writes them (same keys and type), without running those flows. */
export async function putItems(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await documentClient().send(new BatchWriteCommand({ RequestItems: { [table()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

export function planItem(userId: string, plan: { planStarts: string; eventDate: string; totalWeeks: number; phases: Array<[string, string, string]> }) {
  const id = randomUUID();
  return {
    ...keys.plan(userId, id),
    type: 'plan',
    id,
    userId,
    active: true,
    status: 'completed',
    planStarts: plan.planStarts,
    primaryGoal: { name: 'Test 70.3', date: plan.eventDate, type: 'half' },
    planOverview: {
      targetEvent: plan.eventDate,
      totalWeeks: plan.totalWeeks,
      trainingPhases: plan.phases.map(([phaseName, startDate, endDate]) => ({ phaseName, focus: '', description: '', keyConsiderations: '', startDate, endDate })),
    },
  };
}

export function weekItem(userId: string, firstDay: string, state: { active?: boolean; deleted?: boolean } = {}) {
  const id = randomUUID();
  return { ...keys.week(userId, id), type: 'week', id, userId, trainingPlanId: 'p', firstDay, trainingStyle: 'classic', active: state.active ?? false, deleted: state.deleted ?? false, status: 'ready', requirementsPrompt: '' };
}

export function workoutItem(userId: string, weekId: string, day: string, sport: string, minutes: number, isCompleted: boolean) {
  const id = randomUUID();
  const step = { type: 'WorkoutStep', stepOrder: 1, intensity: 'ACTIVE', description: 'Steady', durationType: 'TIME', durationValue: minutes * 60, targetType: 'OPEN', targetValue: null, targetValueLow: null, targetValueHigh: null };
  return {
    ...keys.workout(userId, id),
    ...keys.workoutByWeek(userId, weekId, day, id),
    type: 'workout',
    id,
    userId,
    weekId,
    day,
    isCompleted,
    workoutDetails: { workoutName: `${sport} ${minutes}`, description: '', sport, steps: [step], estimatedDurationInSecs: minutes * 60 },
  };
}

export function activityItem(userId: string, day: string, activityType: string, minutes: number, km: number | null = null, averageHeartRate: number | null = null) {
  const id = randomUUID();
  const startTime = `${day}T07:00:00.000Z`;
  return { ...keys.activity(userId, startTime, id), type: 'activity', id, userId, activityType, startTime, durationInSeconds: minutes * 60, distanceInMeters: km === null ? null : km * 1000, averageHeartRate, description: activityType, source: 'simulation' };
}

export function fitnessItem(userId: string, dateStart: string, levels: [number, number, number]) {
  const id = randomUUID();
  const startedAt = `${dateStart}T09:00:00.000Z`;
  return { ...keys.fitness(userId, startedAt, id), type: 'fitness', id, userId, startedAt, dateStart, swimLevel: levels[0], bikeLevel: levels[1], runLevel: levels[2] };
}
