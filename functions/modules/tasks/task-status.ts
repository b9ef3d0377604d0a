import type { TaskStatusView } from '@shared/schemas/common';
import type { Task } from './task';

/** What every status endpoint answers (the polling contract of every async AI call), plus the fields a caller adds. */
export function taskStatusView(task: Task): TaskStatusView {
  return {
    completed: task.status === 'completed',
    status: task.status,
    ...(task.status === 'failed' ? { error: task.errorMessage ?? 'The AI task failed' } : {}),
  };
}
