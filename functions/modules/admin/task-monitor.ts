import type { AdminTaskPage, AdminTaskRow } from '@shared/schemas/admin';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { DeadLetterQueue } from '../../queues/dead-letters';
import { taskIdOf, type PublicTaskId, type TaskStatus } from '../tasks/task';
import type { AdminTaskRepository, TaskRow } from './admin-task-repository';
import { taskCursor } from './admin-task-repository';
import type { AdminUserRepository } from './admin-user-repository';
import { auditEntry, type AuditActor } from './audit';
import type { AuditRepository } from './audit-repository';

/** The seeds offer a retry for a failed week generation (the athlete's 'Try again'); other tasks are re-asked by the athlete. */
export const RETRYABLE_TASK_TYPE = 'week-generation';
const PAGE = 25;

export interface TaskMonitorDeps {
  tasks: AdminTaskRepository;
  adminUsers: Pick<AdminUserRepository, 'emailsOf'>;
  retryWeek: (userId: string, weekId: string) => Promise<{ weekId: string } & PublicTaskId>;
  deadLetters: DeadLetterQueue;
  audit: AuditRepository;
  actorOf: (adminId: string) => Promise<AuditActor>;
  now: () => string;
}

const isRetryable = (task: TaskRow) =>
  task.status === 'failed' && task.taskType === RETRYABLE_TASK_TYPE && typeof task.metadata.weekId === 'string';

/** AI tasks of every athlete for the admin: listing by status, a retry where the seeds allow one, the DLQ. */
export function createTaskMonitor(deps: TaskMonitorDeps) {
  async function withEmails(rows: TaskRow[]): Promise<AdminTaskRow[]> {
    const emails = await deps.adminUsers.emailsOf([...new Set(rows.map((r) => r.userId))]);
    return rows.map(({ metadata, ...row }) => ({
      ...row,
      userEmail: emails.get(row.userId) ?? null,
      retryable: isRetryable({ ...row, metadata }),
    }));
  }

  return {
    withEmails,

    async list(query: { status: TaskStatus; type?: string; cursor?: string }): Promise<AdminTaskPage> {
      const cursorShape = taskCursor(query.status);
      const [{ items, next }, depth] = await Promise.all([
        deps.tasks.listByStatus({
          status: query.status,
          type: query.type || undefined,
          cursor: decodeCursor(query.cursor, cursorShape.attributes, cursorShape.fixed),
          limit: PAGE,
        }),
        deps.deadLetters.depth(),
      ]);
      return { items: await withEmails(items), cursor: encodeCursor(next), deadLetters: { depth } };
    },

    async retry(adminId: string, userId: string, taskId: string): Promise<{ weekId: string } & PublicTaskId> {
      const task = await deps.tasks.get(userId, taskId);
      if (!task) throw notFound('Task not found');
      if (!isRetryable(task))
        throw conflict(
          task.status !== 'failed'
            ? 'Only a failed task can be retried'
            : 'Only a failed week generation can be retried: the athlete asks again for the others',
        );
      const result = await deps.retryWeek(userId, String(task.metadata.weekId)).catch((error: unknown) => {
        // The week decides: an athlete who has since made another week, or retried it themselves, gets no second one.
        if (error instanceof HttpError && error.statusCode === 404)
          throw conflict('The week of this task no longer exists');
        throw error;
      });
      // Audited on the athlete, so their page shows who retried what.
      const email = (await deps.adminUsers.emailsOf([userId])).get(userId) ?? null;
      await deps.audit.add(
        auditEntry(
          await deps.actorOf(adminId),
          {
            action: 'task.retry',
            target: { kind: 'user', id: userId, label: email },
            details: { taskId, taskType: task.taskType, weekId: result.weekId, newTaskId: taskIdOf(result) },
          },
          deps.now(),
        ),
      );
      return result;
    },

    async redrive(adminId: string): Promise<{ moved: number; remaining: number | null }> {
      const result = await deps.deadLetters.redrive();
      await deps.audit.add(
        auditEntry(
          await deps.actorOf(adminId),
          { action: 'queue.redrive', target: { kind: 'queue', id: 'tasks-dlq' }, details: { moved: result.moved } },
          deps.now(),
        ),
      );
      return result;
    },
  };
}

export type TaskMonitor = ReturnType<typeof createTaskMonitor>;
