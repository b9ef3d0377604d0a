import type { TaskTypeLoader } from './types';

/**
 * Task type -> lazy loader of its handler (functions/workers/task-types/<type>.ts).
 * ONE line per type: `<type>: () => import('./<file>').then((m) => m.<export>),`
 */
export const taskTypes: Record<string, TaskTypeLoader> = {
  assessment_chat: () => import('./assessment-chat').then((m) => m.assessmentChat),
  assistant_chat: () => import('./assistant-chat').then((m) => m.assistantChat),
  plan_generation: () => import('./plan-generation').then((m) => m.planGeneration),
  'week-generation': () => import('./week-generation').then((m) => m.weekGeneration),
  'workout-modification': () => import('./workout-modification').then((m) => m.workoutModification),
  'workout-generation': () => import('./workout-generation').then((m) => m.workoutGeneration),
  'week-summary': () => import('./week-summary').then((m) => m.weekSummary),
};
