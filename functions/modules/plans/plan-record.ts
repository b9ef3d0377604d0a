import type { Goal, PlanBody, PlanGenerationStatus, PlanView } from '../../../shared/schemas/plans';

/** The plan item without its keys: what the athlete asked for (the validated body) and what the service adds. */
export interface PlanRecord extends Pick<PlanBody, 'workoutDays' | 'workoutsPerWeek' | 'trainingPreferences' | 'personalDescription'> {
  id: string;
  userId: string;
  active: boolean;
  status: PlanGenerationStatus;
  error: string | null;
  planStarts: string;
  /** The goals after normalisation (the event type's distances filled in). */
  primaryGoal: Goal;
  secondaryGoals: Goal[];
  planOverview: Record<string, unknown> | null;
  /** The task whose answer is (or will be) the overview; the worker writes once per task. */
  generationTaskId: string | null;
  overviewTaskId: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
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
  const goal = plan.primaryGoal;
  return {
    id: plan.id,
    active: plan.active === true,
    status: plan.status,
    error: plan.error ?? null,
    planStarts: plan.planStarts,
    primaryEventName: goal.name,
    primaryEventDate: goal.date,
    primaryEventTypeId: goal.type,
    primaryEventSwimDistance: goal.swimDistance ?? null,
    primaryEventBikeDistance: goal.bikeDistance ?? null,
    primaryEventRunDistance: goal.runDistance ?? null,
    primaryEventBikeElevation: goal.bikeElevation ?? null,
    primaryEventRunElevation: goal.runElevation ?? null,
    secondaryGoals: plan.secondaryGoals ?? [],
    workoutDays: plan.workoutDays,
    workoutsPerWeek: plan.workoutsPerWeek,
    trainingPreferences: plan.trainingPreferences ?? '',
    personalDescription: plan.personalDescription ?? '',
    planOverview: parsedOverview(plan.planOverview),
    generationTaskId: plan.generationTaskId ?? null,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    finishedAt: plan.finishedAt ?? null,
  };
}
