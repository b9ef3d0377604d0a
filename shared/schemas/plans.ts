import * as z from 'zod';
import { WEEKDAYS, type Weekday } from '../calendar/weekdays';
import { idSchema, isoDateSchema } from './common';

export type { Weekday };
export { EVENT_DATE_IN_PAST, PRIMARY_GOAL_REQUIRED } from './plan-messages';

export const MAX_SECONDARY_GOALS = 2;
export const MIN_WORKOUTS_PER_WEEK = 1;
export const MAX_WORKOUTS_PER_WEEK = 14;

const distance = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(1000000, `${what} is too large`)
    .nullable()
    .optional();

/**
 * One event goal. Name, date and type may arrive empty here: the plan service checks the primary goal
 * and answers with the seed's own message instead of a schema path.
 */
export const goalSchema = z
  .object({
    name: z.string().trim().max(200, 'Event name must be at most 200 characters').optional().default(''),
    date: z
      .union([isoDateSchema, z.literal('')])
      .optional()
      .default(''),
    type: z.string().trim().max(100).optional().default(''),
    swimDistance: distance('Swim distance'),
    bikeDistance: distance('Bike distance'),
    runDistance: distance('Run distance'),
    bikeElevation: distance('Bike elevation'),
    runElevation: distance('Run elevation'),
  })
  .strict();

export const planBody = z
  .object({
    primaryGoal: goalSchema,
    secondaryGoals: z.array(goalSchema).max(MAX_SECONDARY_GOALS, 'At most 2 secondary goals').optional().default([]),
    workoutDays: z
      .array(z.enum(WEEKDAYS, { error: 'Training days must be weekday names (monday to sunday)' }))
      .min(1, 'Choose at least one training day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Training days must not repeat'),
    workoutsPerWeek: z
      .number({ error: 'Workouts per week must be a number' })
      .int('Workouts per week must be a whole number')
      .min(MIN_WORKOUTS_PER_WEEK, 'Workouts per week must be between 1 and 14')
      .max(MAX_WORKOUTS_PER_WEEK, 'Workouts per week must be between 1 and 14'),
    trainingPreferences: z
      .string()
      .max(4000, 'Training preferences must be at most 4000 characters')
      .optional()
      .default(''),
    personalDescription: z
      .string()
      .max(4000, 'Personal description must be at most 4000 characters')
      .optional()
      .default(''),
  })
  .strict();

export type GoalInput = z.output<typeof goalSchema>;
export type PlanBody = z.output<typeof planBody>;

export const planIdParams = z.object({ id: idSchema });
export const planWeeksParams = z.object({ planId: idSchema });
export const sessionIdParams = z.object({ sessionId: idSchema });
export const plansQuery = z.object({ active: z.enum(['true', 'false']).optional() });

/** A stored goal: required fields filled, distances null when the discipline is absent. */
export interface Goal {
  name: string;
  date: string;
  type: string;
  swimDistance: number | null;
  bikeDistance: number | null;
  runDistance: number | null;
  bikeElevation: number | null;
  runElevation: number | null;
}

export interface EventType {
  id: string;
  name: string;
  swimDistance: number | null;
  bikeDistance: number | null;
  bikeElevation: number | null;
  runDistance: number | null;
  runElevation: number | null;
}

export type PlanGenerationStatus = 'generating' | 'ready' | 'failed';

/** The plan as the client sees it: the seed's flat primary fields, secondary goals as a list, the overview parsed. */
export interface PlanView {
  id: string;
  active: boolean;
  status: PlanGenerationStatus;
  error: string | null;
  planStarts: string;
  primaryEventName: string;
  primaryEventDate: string;
  primaryEventTypeId: string;
  primaryEventSwimDistance: number | null;
  primaryEventBikeDistance: number | null;
  primaryEventRunDistance: number | null;
  primaryEventBikeElevation: number | null;
  primaryEventRunElevation: number | null;
  secondaryGoals: Goal[];
  workoutDays: Weekday[];
  workoutsPerWeek: number;
  trainingPreferences: string;
  personalDescription: string;
  planOverview: Record<string, unknown> | null;
  generationTaskId: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface PlanStatusView {
  completed: boolean;
  status: 'pending' | 'running' | 'completed' | 'failed';
  error?: string;
  planId: string | null;
}
