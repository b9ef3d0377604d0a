import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminTaskRow } from '@shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useRetryTask } from '../api/admin-queries';
import { formatDuration } from '../lib/format-duration';
import { formatDateTime } from '../../../lib/dates';

const TONES = { pending: 'default', running: 'accent', completed: 'success', failed: 'danger' } as const;

/** AI tasks as rows: type, athlete, status, duration and attempts, the error, and a retry where allowed. */
export function TaskList({ tasks, showUser = true }: { tasks: AdminTaskRow[]; showUser?: boolean }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryTask();
  if (tasks.length === 0) return <p className="text-sm text-muted">{t('admin.tasks.none')}</p>;
  return (
    <ul className="divide-y divide-line" data-testid="task-list">
      {tasks.map((task) => (
        <li key={task.id} className="space-y-1 py-3 text-sm" data-testid="task-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2">
              <Badge tone={TONES[task.status]}>{t(`admin.tasks.status.${task.status}`)}</Badge>
              <span className="font-semibold">
                {t(`admin.tasks.types.${task.taskType}`, { defaultValue: task.taskType })}
              </span>
              {showUser && (
                <Link
                  to={`/admin/user/${task.userId}`}
                  className="truncate text-accent underline-offset-2 hover:underline"
                >
                  {task.userEmail ?? task.userId}
                </Link>
              )}
            </span>
            <span className="text-xs text-muted tabular-nums">
              {formatDateTime(task.createdAt)}
              {task.durationMs !== null && ` · ${formatDuration(task.durationMs, i18n.resolvedLanguage)}`}
              {` · ${t('admin.tasks.attempts', { count: task.attempts })}`}
            </span>
          </div>
          {task.errorMessage && (
            <p className="break-words rounded-lg bg-danger/10 px-3 py-2 text-danger">{task.errorMessage}</p>
          )}
          {task.retryable && (
            <Button
              size="sm"
              variant="outline"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(task, {
                  onSuccess: () => toast({ title: t('admin.tasks.retried') }),
                  onError: (error) =>
                    toast({ variant: 'destructive', title: t('admin.actionFailed'), description: errorText(error) }),
                })
              }
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('admin.tasks.retry')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
