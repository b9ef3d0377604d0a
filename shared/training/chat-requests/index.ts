export { parseChatRequest, type ChatRequest, type WorkoutRef } from './parse';
export { resolveWorkout, type Resolved, type WeekWorkout } from './resolve-workout';
export { dateRangeIn, dayFromWord, firstDayIn } from './dates';
