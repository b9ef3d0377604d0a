import { AlertTriangle, CheckCircle2, Send, Watch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WorkoutView } from '@shared/schemas/weeks';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { useSendWorkoutToWatch } from '../api/send-workout';

const today = () => new Date().toLocaleDateString('sv-SE');

/** Where the workout stands on the watch (on the watch / sending / failed) and Send or Resend. */
export function WatchSyncCard({ workout }: { workout: WorkoutView }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const send = useSendWorkoutToWatch(workout.id);
  if (workout.isCompleted) return null;
  const connected = user?.garminConnected === true;
  const status = send.isPending ? 'sending' : (workout.garminSyncStatus ?? null);
  const badge = {
    sent: (
      <Badge tone="success" className="gap-1">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
        {t('watch.sync.sent')}
      </Badge>
    ),
    sending: <Badge>{t('watch.sync.sending')}</Badge>,
    failed: (
      <Badge tone="danger" className="gap-1">
        <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
        {t('watch.sync.failed')}
      </Badge>
    ),
  };
  const submit = () =>
    send.mutate(workout.day ?? today(), {
      onSuccess: (res) =>
        toast({ title: res.syncStatus === 'sending' ? t('watch.sync.queuedToast') : t('watch.sync.sentToast') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('watch.sync.failedToast'), description: errorText(error) }),
    });
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center" data-testid="watch-sync">
      <Watch className="h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{t('watch.sync.title')}</h3>
          {status && <span data-testid="watch-sync-status">{badge[status as keyof typeof badge]}</span>}
        </div>
        <p className="text-sm text-muted">
          {!connected
            ? t('watch.sync.notConnected')
            : status === 'failed' && workout.garminSyncError
              ? workout.garminSyncError
              : workout.day
                ? t('watch.sync.onDay')
                : t('watch.sync.today')}
        </p>
      </div>
      {connected ? (
        <Button
          variant={status === 'sent' ? 'outline' : 'primary'}
          onClick={submit}
          disabled={send.isPending}
          data-testid="watch-send"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {status === 'sent'
            ? t('watch.sync.resend')
            : status === 'failed'
              ? t('watch.sync.retry')
              : t('watch.sync.send')}
        </Button>
      ) : (
        <Link to="/settings" className="text-sm font-semibold text-accent underline-offset-4 hover:underline">
          {t('watch.sync.connect')}
        </Link>
      )}
    </Card>
  );
}
