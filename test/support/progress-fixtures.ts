import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/db/client';
import { keys } from '../../functions/db/keys';

const table = () => process.env.TABLE_NAME!;

/** Items written as the plans/weeks/activities code writes them (same keys and type), without running those flows. */
export async function putItems(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await documentClient().send(
      new BatchWriteCommand({
        RequestItems: { [table()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}

export function planItem(
  userId: string,
  plan: { planStarts: string; eventDate: string; totalWeeks: number; phases: Array<[string, string, string]> },
) {
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
      trainingPhases: plan.phases.map(([phaseName, startDate, endDate]) => ({
        phaseName,
        focus: '',
        description: '',
        keyConsiderations: '',
        startDate,
        endDate,
      })),
    },
  };
}

export function weekItem(userId: string, firstDay: string, state: { active?: boolean; deleted?: boolean } = {}) {
  const id = randomUUID();
  return {
    ...keys.week(userId, id),
    type: 'week',
    id,
    userId,
    trainingPlanId: 'p',
    firstDay,
    trainingStyle: 'classic',
    active: state.active ?? false,
    deleted: state.deleted ?? false,
    status: 'ready',
    requirementsPrompt: '',
  };
}

/** `steps` splits the duration into that many steps (the engine's workouts carry 5-10: item size matters to reads). */
export function workoutItem(
  userId: string,
  weekId: string,
  day: string,
  sport: string,
  minutes: number,
  isCompleted: boolean,
  steps = 1,
) {
  const id = randomUUID();
  const step = (i: number) => ({
    type: 'WorkoutStep',
    stepOrder: i + 1,
    intensity: 'ACTIVE',
    description: 'Steady at conversational effort, relaxed shoulders',
    durationType: 'TIME',
    durationValue: (minutes * 60) / steps,
    targetType: 'HEART_RATE',
    targetValue: 2,
    targetValueLow: null,
    targetValueHigh: null,
  });
  return {
    ...keys.workout(userId, id),
    ...keys.workoutByWeek(userId, weekId, day, id),
    type: 'workout',
    id,
    userId,
    weekId,
    day,
    isCompleted,
    workoutDetails: {
      workoutName: `${sport} ${minutes}`,
      description: '',
      sport,
      steps: Array.from({ length: steps }, (_, i) => step(i)),
      estimatedDurationInSecs: minutes * 60,
    },
  };
}

export function activityItem(
  userId: string,
  day: string,
  activityType: string,
  minutes: number,
  km: number | null = null,
  averageHeartRate: number | null = null,
) {
  const id = randomUUID();
  const startTime = `${day}T07:00:00.000Z`;
  return {
    ...keys.activity(userId, startTime, id),
    type: 'activity',
    id,
    userId,
    activityType,
    startTime,
    durationInSeconds: minutes * 60,
    distanceInMeters: km === null ? null : km * 1000,
    averageHeartRate,
    description: activityType,
    source: 'simulation',
  };
}

/** The marker a watch's (or the simulation's) activities leave: past silent workouts up to this day read as missed. */
export function automaticDeliveryItem(userId: string, day: string) {
  return { ...keys.automaticDelivery(userId), type: 'automaticDelivery', day };
}

export function fitnessItem(userId: string, dateStart: string, levels: [number, number, number]) {
  const id = randomUUID();
  const startedAt = `${dateStart}T09:00:00.000Z`;
  return {
    ...keys.fitness(userId, startedAt, id),
    type: 'fitness',
    id,
    userId,
    startedAt,
    dateStart,
    swimLevel: levels[0],
    bikeLevel: levels[1],
    runLevel: levels[2],
  };
}

const SPORT_CYCLE = ['SWIMMING', 'CYCLING', 'RUNNING', 'RUNNING', 'CYCLING', 'SWIMMING', 'CYCLING', 'RUNNING'] as const;
const addDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A lived plan, deterministic: the plan (`totalWeeks` long, started `weeksAgo` weeks before `today`), one week item
 * per started plan week with eight workouts (the current one active), and `activities` spread over the days so far
 * (every fourth with a heart rate). For the bench, screenshots and the e2e test.
 */
export function trainingHistory(
  userId: string,
  opts: { today: string; weeksAgo: number; totalWeeks: number; activities: number; stepsPerWorkout?: number },
) {
  const planStarts = addDay(opts.today, -7 * opts.weeksAgo);
  const eventDate = addDay(planStarts, 7 * opts.totalWeeks - 1);
  const phase = (from: number, to: number) => [addDay(planStarts, 7 * from), addDay(planStarts, 7 * to - 1)] as const;
  const b = Math.round(opts.totalWeeks * 0.4);
  const p = Math.round(opts.totalWeeks * 0.75);
  const t = opts.totalWeeks - 2;
  const items: Record<string, unknown>[] = [
    planItem(userId, {
      planStarts,
      eventDate,
      totalWeeks: opts.totalWeeks,
      phases: [
        ['Base', ...phase(0, b)],
        ['Build', ...phase(b, p)],
        ['Peak', ...phase(p, t)],
        ['Taper', ...phase(t, opts.totalWeeks)],
      ],
    }),
  ];
  for (let w = 0; w <= opts.weeksAgo; w++) {
    const firstDay = addDay(planStarts, 7 * w);
    const week = weekItem(userId, firstDay, { active: w === opts.weeksAgo });
    items.push(week);
    SPORT_CYCLE.forEach((sport, i) => {
      const day = addDay(firstDay, i % 7);
      items.push(
        workoutItem(
          userId,
          week.id,
          day,
          sport,
          40 + ((w * 7 + i * 13) % 50),
          day < opts.today && (w + i) % 5 !== 0,
          opts.stepsPerWorkout,
        ),
      );
    });
  }
  const days = 7 * opts.weeksAgo;
  for (let i = 0; i < opts.activities; i++) {
    const day = addDay(planStarts, Math.floor((i * days) / opts.activities));
    const sport = SPORT_CYCLE[i % SPORT_CYCLE.length]!;
    const minutes = 35 + ((i * 17) % 70);
    const km =
      sport === 'SWIMMING'
        ? Math.round(minutes * 0.04 * 10) / 10
        : sport === 'CYCLING'
          ? Math.round(minutes * 0.48)
          : Math.round(minutes * 0.18 * 10) / 10;
    items.push(activityItem(userId, day, sport, minutes, km, i % 4 === 0 ? 128 + (i % 30) : null));
  }
  return { items, planStarts, eventDate };
}
