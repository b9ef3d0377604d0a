import { EVENT_DATE_IN_PAST } from '@shared/schemas/plan-messages';
import type { EventType, PlanView, Weekday } from '@shared/schemas/plans';

export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
export const MAX_SECONDARY_GOALS = 2;
export const FREQUENCY = { min: 1, max: 14, step: 1, default: 8 } as const;

export const DISTANCE_FIELDS = [
  'swimDistance',
  'bikeDistance',
  'bikeElevation',
  'runDistance',
  'runElevation',
] as const;
export type DistanceField = (typeof DISTANCE_FIELDS)[number];

export interface GoalDraft {
  name: string;
  date: string;
  type: string;
  swimDistance: number | null;
  bikeDistance: number | null;
  bikeElevation: number | null;
  runDistance: number | null;
  runElevation: number | null;
  /** Fields the athlete typed in during this edit: a new event type no longer overwrites them. */
  overridden: DistanceField[];
}

export interface WizardState {
  primaryGoal: GoalDraft;
  secondaryGoals: GoalDraft[];
  workoutDays: Weekday[];
  workoutsPerWeek: number;
  trainingPreferences: string;
  personalDescription: string;
}

export function emptyGoal(): GoalDraft {
  return {
    name: '',
    date: '',
    type: '',
    swimDistance: null,
    bikeDistance: null,
    bikeElevation: null,
    runDistance: null,
    runElevation: null,
    overridden: [],
  };
}

/** Defaults: every day but Sunday, 8 workouts a week. */
export function initialWizardState(): WizardState {
  return {
    primaryGoal: emptyGoal(),
    secondaryGoals: [],
    workoutDays: WEEKDAYS.filter((d) => d !== 'sunday'),
    workoutsPerWeek: FREQUENCY.default,
    trainingPreferences: '',
    personalDescription: '',
  };
}

/**
 * Choosing an event type fills distances and elevations, except the ones the athlete overrode: typed in during this
 * edit, or (a stored plan) set to something other than the previous event type's own value. A stored value that is
 * just the previous type's default is refilled (issue 26 item 19).
 */
export function applyEventType(goal: GoalDraft, eventType: EventType | undefined, previous?: EventType): GoalDraft {
  const next: GoalDraft = { ...goal, type: eventType?.id ?? '' };
  if (!eventType) return next;
  for (const field of DISTANCE_FIELDS) {
    const keptFromBefore = previous !== undefined && goal[field] !== previous[field];
    if (!goal.overridden.includes(field) && !keptFromBefore) next[field] = eventType[field];
  }
  return next;
}

export function setDistance(goal: GoalDraft, field: DistanceField, value: number | null): GoalDraft {
  return {
    ...goal,
    [field]: value,
    overridden: goal.overridden.includes(field) ? goal.overridden : [...goal.overridden, field],
  };
}

/** A null distance in the event type hides that discipline's row. */
export function visibleDisciplines(eventType: EventType | undefined): { swim: boolean; bike: boolean; run: boolean } {
  if (!eventType) return { swim: false, bike: false, run: false };
  return {
    swim: eventType.swimDistance !== null,
    bike: eventType.bikeDistance !== null,
    run: eventType.runDistance !== null,
  };
}

export function dateInPast(date: string, today: string): boolean {
  return date !== '' && date < today;
}

export function canAddSecondary(secondaryCount: number): boolean {
  return secondaryCount < MAX_SECONDARY_GOALS;
}

export function toggleDay(days: readonly Weekday[], day: Weekday): Weekday[] {
  const next = days.includes(day) ? days.filter((d) => d !== day) : [...days, day];
  return WEEKDAYS.filter((d) => next.includes(d));
}

/** The goal fields' messages, in English like the shared schemas (`lib/validation-messages.ts` translates them). */
export const GOAL_FIELD_REQUIRED = {
  name: 'Event name is required',
  date: 'Event date is required',
  type: 'Event type is required',
} as const;
const REQUIRED_MESSAGES: readonly string[] = Object.values(GOAL_FIELD_REQUIRED);

/** The fields each step checks before it can be left (steps are 1 goals, 2 preferences, 3 about). */
export const STEP_FIELDS = {
  1: ['primaryGoal', 'secondaryGoals'],
  2: ['workoutDays', 'workoutsPerWeek', 'trainingPreferences'],
  3: ['personalDescription'],
} as const satisfies Record<number, ReadonlyArray<keyof WizardState>>;

export type StepError = 'primaryRequired' | 'dateInPast' | 'secondaryIncomplete' | 'noDays';

/**
 * The seed's one message for a refused step, from the field errors the form's schema found: a missing primary field
 * first, then a past date on any goal, then an incomplete secondary goal, then no training day.
 */
export function stepErrorOf(messageAt: (path: string) => string | undefined, secondaryCount: number): StepError | null {
  const goals = ['primaryGoal', ...Array.from({ length: secondaryCount }, (_, i) => `secondaryGoals.${i}`)];
  const required = (goal: string) =>
    (['name', 'date', 'type'] as const).some((key) => REQUIRED_MESSAGES.includes(messageAt(`${goal}.${key}`) ?? ''));
  if (required('primaryGoal')) return 'primaryRequired';
  if (goals.some((goal) => messageAt(`${goal}.date`) === EVENT_DATE_IN_PAST)) return 'dateInPast';
  if (goals.slice(1).some(required) || messageAt('secondaryGoals')) return 'secondaryIncomplete';
  if (messageAt('workoutDays')) return 'noDays';
  return null;
}

/** Edit-plan navigation: Previous only from step 2 on; the last step is 3. */
export const canGoPrevious = (step: number) => step >= 2;
export const LAST_STEP = 3;

function goalPayload(goal: GoalDraft, eventType: EventType | undefined) {
  const visible = visibleDisciplines(eventType);
  return {
    name: goal.name.trim(),
    date: goal.date,
    type: goal.type,
    swimDistance: visible.swim ? goal.swimDistance : null,
    bikeDistance: visible.bike ? goal.bikeDistance : null,
    bikeElevation: visible.bike ? goal.bikeElevation : null,
    runDistance: visible.run ? goal.runDistance : null,
    runElevation: visible.run ? goal.runElevation : null,
  };
}

export type PlanPayload = ReturnType<typeof toPayload>;

/** The body of POST /api/plans and PUT /api/plans/{id}. */
export function toPayload(state: WizardState, eventTypes: readonly EventType[]) {
  const typeOf = (goal: GoalDraft) => eventTypes.find((t) => t.id === goal.type);
  return {
    primaryGoal: goalPayload(state.primaryGoal, typeOf(state.primaryGoal)),
    secondaryGoals: state.secondaryGoals.map((g) => goalPayload(g, typeOf(g))),
    workoutDays: state.workoutDays,
    workoutsPerWeek: state.workoutsPerWeek,
    trainingPreferences: state.trainingPreferences,
    personalDescription: state.personalDescription,
  };
}

/**
 * The editor starts from the plan. A stored distance counts as the athlete's own only where it differs from its
 * event type's value (applyEventType compares with the type being replaced), so another type refills the rest.
 */
export function stateFromPlan(plan: PlanView): WizardState {
  const stored = (g: Omit<GoalDraft, 'overridden'>): GoalDraft => ({ ...g, overridden: [] });
  return {
    primaryGoal: stored({
      name: plan.primaryEventName,
      date: plan.primaryEventDate,
      type: plan.primaryEventTypeId,
      swimDistance: plan.primaryEventSwimDistance,
      bikeDistance: plan.primaryEventBikeDistance,
      bikeElevation: plan.primaryEventBikeElevation,
      runDistance: plan.primaryEventRunDistance,
      runElevation: plan.primaryEventRunElevation,
    }),
    secondaryGoals: (plan.secondaryGoals ?? []).map((g) => stored({ ...g })),
    workoutDays: plan.workoutDays?.length ? [...plan.workoutDays] : initialWizardState().workoutDays,
    workoutsPerWeek: plan.workoutsPerWeek ?? FREQUENCY.default,
    trainingPreferences: plan.trainingPreferences ?? '',
    personalDescription: plan.personalDescription ?? '',
  };
}
