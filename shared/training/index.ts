/**
 * The training engine (the offline coach): pure functions, no I/O, no clock. Dates are passed in as YYYY-MM-DD.
 * Every result of the builders passes the guardrails below; the AI path runs the same guardrails on OpenAI's output
 * (repair first with repairWorkout/repairWeek, then retry).
 */
export type * from './types';
export { buildPlanOverview } from './plan-overview';
export { buildWeekWorkouts } from './week';
export { buildSingleWorkout } from './single-workout';
export { modifyWorkout } from './modify';
export { summarizeWeek, matchActivityToWorkout, activitySport } from './summary';
export { checkPlanOverview } from './guardrails/plan';
export { checkWeek, weekVolume } from './guardrails/week';
export { checkWorkout, isHardWorkout, countSteps, sumStepSeconds, GARMIN_LIMITS } from './guardrails/workout';
export { repairWorkout, repairWeek } from './guardrails/repair';
export { addDays } from '../calendar/days';
export { weekdayOf } from '../calendar/weekdays';
export { weekNumberFor } from '../weeks/dates';
export { phaseForWeek } from './week-context';
export { totalWeeksFor } from './periodisation';
