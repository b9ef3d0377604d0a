import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CalendarDays, Watch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmOnDemand } from '../../../components/ui/confirm-on-demand';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useDisconnectGarmin } from '../../account';
import { AutoSendSetting, GARMIN_STATUS_KEY, useGarminStatus } from '../../watch';
import { SettingsSection } from './settings-section';

const REASONS = ['denied', 'expired', 'invalid', 'already-linked', 'provider'] as const;

/** The watch card: connected or not, since when, last activity, missing permissions, connect / disconnect. */
export function WatchSettings() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const status = useGarminStatus(Boolean(user));
  const disconnect = useDisconnectGarmin();
  const [confirming, setConfirming] = useState(false);
  const connected = status.data?.connected ?? user?.garminConnected === true;
  const reason =
    params.get('garmin') === 'error' ? (REASONS.find((r) => r === params.get('reason')) ?? 'provider') : null;

  useEffect(() => {
    if (params.get('garmin') !== 'connected') return;
    toast({ title: t('watch.settings.connectedToast') });
    setParams((p) => (p.delete('garmin'), p), { replace: true });
  }, [params, setParams, t]);

  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        void client.invalidateQueries({ queryKey: GARMIN_STATUS_KEY });
        toast({ title: t('settings.watch.disconnected') });
      },
      onError: (error) =>
        toast({ title: t('settings.watch.disconnectFailed'), description: errorText(error), variant: 'destructive' }),
    });

  return (
    <SettingsSection title={t('settings.watch.title')} description={t('settings.watch.lead')}>
      {reason && (
        <p
          role="alert"
          className="mb-4 rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
          data-testid="garmin-error"
        >
          {t(`watch.settings.errors.${reason}`)}
        </p>
      )}
      <div className="space-y-4 rounded-2xl border border-line p-4" data-testid="watch-card">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-navy-900 text-aqua-300">
            <Watch className="h-6 w-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="font-bold">{t('settings.watch.garmin')}</p>
            <Badge tone={connected ? 'success' : 'default'} className="mt-1" data-testid="watch-status">
              {connected ? t('settings.watch.connected') : t('settings.watch.notConnected')}
            </Badge>
          </div>
          {connected ? (
            <Button variant="outline" onClick={() => setConfirming(true)} data-testid="watch-disconnect">
              {t('settings.watch.disconnect')}
            </Button>
          ) : (
            <a
              href="/api/garmin/connect?from=settings"
              className={buttonClasses('primary', 'md')}
              data-testid="watch-connect"
            >
              {t('settings.watch.connect')}
            </a>
          )}
        </div>
        {connected && status.data && (
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">{t('watch.settings.connectedSince')}</dt>
              <dd className="font-medium">{status.data.connectedAt ? formatDateTime(status.data.connectedAt) : '–'}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('watch.settings.lastActivity')}</dt>
              <dd className="font-medium" data-testid="watch-last-activity">
                {status.data.lastActivityAt
                  ? formatDateTime(status.data.lastActivityAt)
                  : t('watch.settings.noActivity')}
              </dd>
            </div>
          </dl>
        )}
        {connected && status.data?.missingWorkoutImport && (
          <p
            role="alert"
            className="flex gap-2 rounded-xl bg-ember-500/10 p-3 text-sm"
            data-testid="watch-permission-warning"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            {t('watch.settings.missingWorkoutImport')}
          </p>
        )}
        {status.data?.watchCalendarUrl && (
          <a
            href={status.data.watchCalendarUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            data-testid="watch-calendar-link"
          >
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {t('watch.settings.openCalendar')}
          </a>
        )}
        {connected && <AutoSendSetting />}
      </div>
      <ConfirmOnDemand
        open={confirming}
        onOpenChange={setConfirming}
        title={t('watch.settings.confirmTitle')}
        description={t('watch.settings.confirmBody')}
        confirmLabel={t('settings.watch.disconnect')}
        onConfirm={confirmDisconnect}
        pending={disconnect.isPending}
        confirmTestId="watch-disconnect-confirm"
      />
    </SettingsSection>
  );
}
