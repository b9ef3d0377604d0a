import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_STATUSES, TASK_TYPES } from '@shared/schemas/admin';
import type { TaskType } from '@shared/tasks/task-types';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useAdminTasks, useRedrive } from '../api/admin-queries';
import { ParkedGarminCard } from './parked-garmin-card';
import { TaskList } from './task-list';

const ALL_TYPES = 'all' as const;

/** The AI task monitor: tasks by status and type, the dead-letter queue and parked Garmin work, each with a redrive. */
export function TasksPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof TASK_STATUSES)[number]>('failed');
  const [type, setType] = useState<TaskType | typeof ALL_TYPES>(ALL_TYPES);
  const tasks = useAdminTasks(status, type === ALL_TYPES ? '' : type);
  const redrive = useRedrive();
  const depth = tasks.data?.pages[0]?.deadLetters.depth ?? null;
  const rows = tasks.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-5">
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5" data-testid="dead-letters">
        <div>
          <h2 className="font-bold">{t('admin.tasks.deadLetters')}</h2>
          <p className="text-sm text-muted">
            {depth === null ? t('admin.tasks.noDeadLetterQueue') : t('admin.tasks.deadLetterDepth', { count: depth })}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={!depth || redrive.isPending}
          onClick={() =>
            redrive.mutate(undefined, {
              onSuccess: (r) => toast({ title: t('admin.tasks.redriven', { count: r.moved }) }),
              onError: (error) =>
                toast({ variant: 'destructive', title: t('admin.actionFailed'), description: errorText(error) }),
            })
          }
        >
          {t('admin.tasks.redrive')}
        </Button>
      </Card>
      <ParkedGarminCard />
      <Card className="space-y-4 p-5">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="space-y-1 text-sm font-semibold">
            <span>{t('admin.tasks.statusFilter')}</span>
            <Select value={status} onValueChange={(value) => setStatus(value as typeof status)}>
              <SelectTrigger aria-label={t('admin.tasks.statusFilter')} data-testid="task-status-filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TASK_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`admin.tasks.status.${s}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </label>
          <label className="space-y-1 text-sm font-semibold">
            <span>{t('admin.tasks.typeFilter')}</span>
            <Select value={type} onValueChange={(value) => setType(value as typeof type)}>
              <SelectTrigger aria-label={t('admin.tasks.typeFilter')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_TYPES}>{t('admin.tasks.allTypes')}</SelectItem>
                {TASK_TYPES.map((taskType) => (
                  <SelectItem key={taskType} value={taskType}>
                    {t(`admin.tasks.types.${taskType}`, { defaultValue: taskType })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </label>
        </div>
        {tasks.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : tasks.isError ? (
          <p role="alert" className="text-danger">
            {t('admin.loadFailed')}
          </p>
        ) : (
          <TaskList tasks={rows} />
        )}
        {tasks.hasNextPage && (
          <Button variant="outline" disabled={tasks.isFetchingNextPage} onClick={() => void tasks.fetchNextPage()}>
            {t('admin.users.more')}
          </Button>
        )}
      </Card>
    </div>
  );
}
