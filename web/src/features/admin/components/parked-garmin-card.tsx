import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useParkedGarmin, useRedriveParkedGarmin } from '../api/admin-queries';

/** Garmin pushes and workout sends that failed after their retries, with a redrive back to their queues. */
export function ParkedGarminCard() {
  const { t } = useTranslation();
  const parked = useParkedGarmin();
  const redrive = useRedriveParkedGarmin();
  const items = parked.data?.items ?? [];
  return (
    <Card className="space-y-3 p-5" data-testid="garmin-parked">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-bold">{t('admin.garminParked.title')}</h2>
          {parked.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('admin.loadFailed')}
            </p>
          ) : (
            parked.data && (
              <p className="text-sm text-muted">
                {items.length === 0
                  ? t('admin.garminParked.none')
                  : t('admin.garminParked.summary', parked.data.counts)}
              </p>
            )
          )}
        </div>
        <Button
          variant="outline"
          disabled={items.length === 0 || redrive.isPending}
          onClick={() =>
            redrive.mutate(undefined, {
              onSuccess: (r) => toast({ title: t('admin.garminParked.redriven', { count: r.moved }) }),
              onError: (error) =>
                toast({ variant: 'destructive', title: t('admin.actionFailed'), description: errorText(error) }),
            })
          }
        >
          {t('admin.garminParked.redrive')}
        </Button>
      </div>
      {items.length > 0 && (
        <ul className="space-y-1 text-sm">
          {items.map((item) => (
            <li key={item.id} className="break-words">
              <span className="font-mono text-xs text-muted">{item.parkedAt.slice(0, 16).replace('T', ' ')}</span>{' '}
              {t('admin.garminParked.row', {
                kind: t(`admin.garminParked.kind.${item.kind}`),
                attempts: item.attempts,
                error: item.lastError ?? '',
              })}
              {item.workoutId && (
                <span className="font-mono text-xs text-muted">
                  {' '}
                  · {item.userId} / {item.workoutId}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
