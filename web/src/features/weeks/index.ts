// What other features may use from weeks; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { useAvailability, useSaveAvailability } from './api/availability';
export { activeWeekQueryOptions, useActiveWeek } from './api/get-active-week';
export { FLOW_WORKOUTS_KEY } from './api/get-flow-workouts';
export { knownLastPrompt, lastPromptQueryOptions } from './api/get-last-prompt';
export { useWeekWorkouts, weekWorkoutsQueryOptions } from './api/get-week-workouts';
export { useScheduleWorkout } from './api/schedule-workout';
export { adaptationPreviewQueryOptions } from './api/week-adaptation';
export { prefetchWeekWorkoutsReads } from './api/week-workouts-reads';
export { conflictLines } from './board/conflict-lines';
export { MoveConfirmDialog } from './board/move-confirm-dialog';
export { NextWeekPlanner } from './components/next-week-planner';
export { WeekWorkouts } from './components/week-workouts';
