import type { RouteAnswer } from '@shared/api/route-answers';
import type { WorkoutStep } from '@shared/schemas/training';

/**
 * Builders of what the routes answer, typed by shared/api/route-answers.ts: a fixture that drifts from the server's
 * answer is a compile error. Each takes the fields a test cares about; the rest are plain, valid defaults.
 */
export type UserAnswer = RouteAnswer<'getUser'>;
export type PlanAnswer = RouteAnswer<'listPlans'>[number];
export type WeekAnswer = RouteAnswer<'listPlanWeeks'>[number];
export type WorkoutAnswer = RouteAnswer<'getWorkout'>;
export type ActivityAnswer = RouteAnswer<'listActivities'>[number];
export type EventTypeAnswer = RouteAnswer<'listEventTypes'>[number];
export type CreditsAnswer = RouteAnswer<'getCredits'>;

export const userFixture = (overrides: Partial<UserAnswer> = {}): UserAnswer => ({
  id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada',
  lang: 'en',
  onboardingStatus: '5',
  isAdmin: false,
  settings: { theme: 'light', sendNewWeeksToWatch: true },
  credits: 1,
  garminConnected: false,
  birthdate: null,
  weight: null,
  height: null,
  gender: null,
  vo2Run: null,
  vo2Bike: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** A ready, active half-distance plan without an overview (pass `planOverview` for the screens that read it). */
export const planFixture = (overrides: Partial<PlanAnswer> = {}): PlanAnswer => ({
  id: 'p-1',
  active: true,
  status: 'ready',
  error: null,
  planStarts: '2026-11-02',
  primaryEventName: 'Gdynia',
  primaryEventDate: '2027-06-01',
  primaryEventTypeId: 'half',
  primaryEventSwimDistance: 1900,
  primaryEventBikeDistance: 90,
  primaryEventRunDistance: 21.1,
  primaryEventBikeElevation: null,
  primaryEventRunElevation: null,
  secondaryGoals: [],
  workoutDays: ['monday'],
  workoutsPerWeek: 8,
  trainingPreferences: '',
  personalDescription: '',
  planOverview: null,
  generationTaskId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

/** A ready, active classic week of plan p-1. */
export const weekFixture = (overrides: Partial<WeekAnswer> = {}): WeekAnswer => ({
  id: 'w-1',
  trainingPlanId: 'p-1',
  firstDay: '2026-11-23',
  trainingStyle: 'classic',
  active: true,
  deleted: false,
  status: 'ready',
  requirementsPrompt: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** One steady 30-minute step in heart-rate zone 2. */
export const stepFixture = (overrides: Partial<WorkoutStep> = {}): WorkoutStep => ({
  type: 'WorkoutStep',
  stepOrder: 1,
  intensity: 'ACTIVE',
  description: 'Steady',
  durationType: 'TIME',
  durationValue: 1800,
  targetType: 'HEART_RATE',
  targetValue: 2,
  targetValueLow: null,
  targetValueHigh: null,
  ...overrides,
});

export const workoutDetailsFixture = (
  overrides: Partial<WorkoutAnswer['workoutDetails']> = {},
): WorkoutAnswer['workoutDetails'] => ({
  workoutName: 'Easy run',
  description: 'd',
  sport: 'RUNNING',
  steps: [stepFixture()],
  estimatedDurationInSecs: 1800,
  ...overrides,
});

/** A planned workout of week w-1; `details` are merged into the default workout details. */
export const workoutFixture = (
  overrides: Partial<Omit<WorkoutAnswer, 'workoutDetails'>> & {
    details?: Partial<WorkoutAnswer['workoutDetails']>;
  } = {},
): WorkoutAnswer => {
  const { details, ...rest } = overrides;
  return {
    id: 'wo-1',
    weekId: 'w-1',
    day: null,
    isCompleted: false,
    userNotes: null,
    aiSummary: null,
    aiTaskId: 't',
    createdAt: '2026-11-01T00:00:00.000Z',
    workoutDetails: workoutDetailsFixture(details),
    ...rest,
  };
};

/** A 30-minute run from the watch. */
export const activityFixture = (overrides: Partial<ActivityAnswer> = {}): ActivityAnswer => ({
  id: 'a-1',
  activityType: 'RUNNING',
  startTime: '2026-11-23T07:00:00.000Z',
  durationInSeconds: 1800,
  distanceInMeters: 5000,
  averageHeartRate: null,
  description: 'Morning run',
  activitySummary: { startTimeInSeconds: Date.parse('2026-11-23T07:00:00.000Z') / 1000, activityName: 'Morning run' },
  source: 'garmin',
  createdAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

export const halfDistanceEventType = (overrides: Partial<EventTypeAnswer> = {}): EventTypeAnswer => ({
  id: 'half',
  name: 'Half Ironman (70.3)',
  swimDistance: 1900,
  bikeDistance: 90,
  bikeElevation: 800,
  runDistance: 21.1,
  runElevation: 120,
  ...overrides,
});

export type LoadCheckAnswer = RouteAnswer<'weekLoadCheck'>;
const keeps = { value: 1, limit: 2, status: 'ok' } as const;

/** Week w-1's load check with every limit kept (pass `checks` or `broken` for the ones a test is about). */
export const loadCheckFixture = (overrides: Partial<LoadCheckAnswer> = {}): LoadCheckAnswer => ({
  weekId: 'w-1',
  firstDay: '2026-11-23',
  plannedFrom: '2026-11-23',
  checks: { ramp: keeps, monotony: keeps, strain: keeps, form: keeps, restDays: keeps, hardDaysInARow: keeps },
  ...overrides,
});
