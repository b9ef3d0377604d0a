/**
 * Every AI task type, named once: the services that start tasks, the worker's registry (keyed by these) and the
 * admin monitor's filter read them from here.
 */
export const TASK_TYPE = {
  assessmentChat: 'assessment-chat',
  assistantChat: 'assistant-chat',
  planGeneration: 'plan-generation',
  weekGeneration: 'week-generation',
  weekSummary: 'week-summary',
  workoutGeneration: 'workout-generation',
  workoutModification: 'workout-modification',
} as const;

export type TaskType = (typeof TASK_TYPE)[keyof typeof TASK_TYPE];
export const TASK_TYPES: readonly TaskType[] = Object.values(TASK_TYPE);
