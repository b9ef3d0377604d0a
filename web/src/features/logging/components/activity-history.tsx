import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityView } from '@shared/schemas/weeks';
import { Button } from '../../../components/ui/button';
import { ConfirmOnDemand } from '../../../components/ui/confirm-on-demand';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useActivities } from '../api/get-activities';
import { SportIcon } from '../../../components/sport-icon';
import { minutes } from '../../../lib/weekday-labels';
import { useDeleteActivity } from '../api/delete-activity';

/** Only what the athlete put in can be taken out here; a watch's activities go with the watch's own account. */
const removable = (a: ActivityView) => a.source === 'upload' || a.source === 'manual';

/** Uploaded and logged activities, newest first: source, date, file name; delete one after confirming. */
export function ActivityHistory() {
  const { t } = useTranslation();
  const activities = useActivities();
  const remove = useDeleteActivity();
  const [confirming, setConfirming] = useState<ActivityView | null>(null);
  if (activities.isPending) return <Spinner className="flex justify-center py-4 text-muted" />;
  if (activities.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('weeks.activities.fetchFailed')}
      </p>
    );
  const own = activities.data.filter(removable).sort((a, b) => b.startTime.localeCompare(a.startTime));
  const name = (a: ActivityView) =>
    a.fileName ||
    a.activitySummary?.activityName ||
    a.description ||
    t(`logging.sports.${a.activityType}`, { defaultValue: a.activityType });

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: t('logging.history.deleted') });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('logging.history.deleteFailed'), description: errorText(error) }),
    });
  };

  return (
    <div data-testid="activity-history">
      {own.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-3 text-sm text-muted">
          {t('logging.history.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {own.map((a) => (
            <li key={a.id} className="flex items-center gap-3 p-3" data-testid="history-row" data-source={a.source}>
              <SportIcon sport={a.activityType} className="h-9 w-9" />
              <span className="min-w-0 flex-1">
                <span className="block break-all text-sm font-semibold">{name(a)}</span>
                <span className="block text-xs text-muted">
                  {t(`logging.sources.${a.source}`)} · {formatDateTime(a.startTime)} ·{' '}
                  {t('weeks.workouts.minutes', { count: minutes(a.durationInSeconds) })}
                </span>
              </span>
              <Button
                size="icon"
                variant="ghost"
                onClick={() => setConfirming(a)}
                aria-label={t('logging.history.deleteFor', { activity: name(a) })}
                data-testid="history-delete"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmOnDemand
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('logging.history.confirmTitle')}
        description={t('logging.history.confirmBody', { activity: confirming ? name(confirming) : '' })}
        confirmLabel={t('logging.history.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        testId="history-confirm"
        confirmTestId="history-delete-confirm"
      />
    </div>
  );
}
