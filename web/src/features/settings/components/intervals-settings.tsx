import { AlertTriangle, CalendarDays, RefreshCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmOnDemand } from '../../../components/ui/confirm-on-demand';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useDisconnectIntervals, useIntervalsStatus } from '../../intervals';
import { IntervalsConnectForm } from './intervals-connect-form';
import { SettingsSection } from './settings-section';

/** The intervals.icu card: connect with athlete id + API key (never shown again), its sync state, disconnect. */
export function IntervalsSettings() {
  const { t } = useTranslation();
  const status = useIntervalsStatus();
  const disconnect = useDisconnectIntervals();
  const [confirming, setConfirming] = useState(false);
  const data = status.data;

  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('settings.intervals.disconnected') });
      },
      onError: (failure) =>
        toast({
          title: t('settings.intervals.disconnectFailed'),
          description: errorText(failure),
          variant: 'destructive',
        }),
    });

  return (
    <SettingsSection title={t('settings.intervals.title')} description={t('settings.intervals.lead')}>
      {status.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="space-y-4 rounded-2xl border border-line p-4" data-testid="intervals-card">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-navy-900 text-aqua-300">
              <RefreshCcw className="h-6 w-6" aria-hidden="true" />
            </span>
            <div className="flex-1">
              <p className="font-bold">intervals.icu</p>
              <Badge tone={data?.connected ? 'success' : 'default'} className="mt-1" data-testid="intervals-status">
                {data?.connected
                  ? t('settings.intervals.connected', { athleteId: data.athleteId })
                  : t('settings.intervals.notConnected')}
              </Badge>
            </div>
            {data?.connected && (
              <Button variant="outline" onClick={() => setConfirming(true)} data-testid="intervals-disconnect">
                {t('settings.intervals.disconnect')}
              </Button>
            )}
          </div>
          {data?.connected ? (
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted">{t('settings.intervals.lastSync')}</dt>
                <dd className="font-medium" data-testid="intervals-last-sync">
                  {data.lastSyncAt ? formatDateTime(data.lastSyncAt) : t('settings.intervals.notYet')}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('settings.intervals.onCalendar')}</dt>
                <dd className="font-medium">{t('settings.intervals.workouts', { count: data.plannedOnCalendar })}</dd>
              </div>
            </dl>
          ) : (
            <IntervalsConnectForm />
          )}
          {data?.connected && data.problem && (
            <p
              role="alert"
              className="flex gap-2 rounded-xl bg-ember-500/10 p-3 text-sm"
              data-testid="intervals-problem"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              {data.problem}
            </p>
          )}
          {data?.calendarUrl && (
            <a
              href={data.calendarUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
              data-testid="intervals-calendar-link"
            >
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {t('settings.intervals.openCalendar')}
            </a>
          )}
        </div>
      )}
      <ConfirmOnDemand
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.intervals.confirmTitle')}
        description={t('settings.intervals.confirmBody')}
        confirmLabel={t('settings.intervals.disconnect')}
        onConfirm={confirmDisconnect}
        pending={disconnect.isPending}
        confirmTestId="intervals-disconnect-confirm"
      />
    </SettingsSection>
  );
}
