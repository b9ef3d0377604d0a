import type { Goal, PlanView } from '@shared/schemas/plans';
import type { SameFields } from '../../db/record-view';
import type { StoredRaceDay } from './race-day-repository';
import type { CurrentTraining } from '@shared/schemas/training';

/** The view's flat copy of the primary goal; the record keeps the goal whole. */
type PrimaryEventField = Extract<keyof PlanView, `primaryEvent${string}`>;

/** The plan item without its keys: the view's fields (the primary goal kept whole) and what only storage needs. */
export interface PlanRecord extends Omit<PlanView, PrimaryEventField> {
  userId: string;
  /** The goals after normalisation (the event type's distances filled in). */
  primaryGoal: Goal;
  /** The task whose answer is the overview; the worker writes once per task. */
  overviewTaskId: string | null;
  /** Written by the race-day repository onto the plan item; served by its own route, never in the plan view. */
  raceDayPlan?: StoredRaceDay | null;
  /** What the athlete trained when the overview was written (recorded activities, else onboarding): the weeks start from it too. */
  startingPoint?: CurrentTraining | null;
}

/** Older rows or a cloud model may have stored the overview as a JSON string; the client always gets an object. */
export function parsedOverview(value: unknown): Record<string, unknown> | null {
  if (value == null) return null;
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

export function toPlanView(plan: PlanRecord): PlanView {
  const {
    userId: _userId,
    primaryGoal: goal,
    overviewTaskId: _overviewTaskId,
    raceDayPlan: _raceDayPlan,
    startingPoint: _startingPoint,
    ...view
  } = plan;
  true satisfies SameFields<typeof view, Omit<PlanView, PrimaryEventField>>;
  return {
    ...view,
    // Older rows may lack these; the client always gets the full shape.
    active: plan.active === true,
    error: plan.error ?? null,
    secondaryGoals: plan.secondaryGoals ?? [],
    trainingPreferences: plan.trainingPreferences ?? '',
    personalDescription: plan.personalDescription ?? '',
    planOverview: parsedOverview(plan.planOverview),
    generationTaskId: plan.generationTaskId ?? null,
    finishedAt: plan.finishedAt ?? null,
    primaryEventName: goal.name,
    primaryEventDate: goal.date,
    primaryEventTypeId: goal.type,
    primaryEventSwimDistance: goal.swimDistance ?? null,
    primaryEventBikeDistance: goal.bikeDistance ?? null,
    primaryEventRunDistance: goal.runDistance ?? null,
    primaryEventBikeElevation: goal.bikeElevation ?? null,
    primaryEventRunElevation: goal.runElevation ?? null,
  };
}
