import { TASK_TYPE, type TaskType } from '@shared/tasks/task-types';
import type { TaskTypeLoader } from '../../modules/tasks/task-type';

/**
 * Task type -> lazy loader of its handler (functions/workers/task-types/<type>.ts).
 * ONE line per type (named in shared/tasks/task-types.ts): `[TASK_TYPE.x]: () => import('./<file>').then((m) => m.<export>),`
 * A missing type is a compile error.
 */
export const taskTypes: Record<TaskType, TaskTypeLoader> = {
  [TASK_TYPE.assessmentChat]: () => import('./assessment-chat').then((m) => m.assessmentChat),
  [TASK_TYPE.assistantChat]: () => import('./assistant-chat').then((m) => m.assistantChat),
  [TASK_TYPE.planGeneration]: () => import('./plan-generation').then((m) => m.planGeneration),
  [TASK_TYPE.weekGeneration]: () => import('./week-generation').then((m) => m.weekGeneration),
  [TASK_TYPE.workoutModification]: () => import('./workout-modification').then((m) => m.workoutModification),
  [TASK_TYPE.workoutGeneration]: () => import('./workout-generation').then((m) => m.workoutGeneration),
  [TASK_TYPE.weekSummary]: () => import('./week-summary').then((m) => m.weekSummary),
};
