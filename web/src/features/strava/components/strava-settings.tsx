import { Activity, AlertTriangle, PlusCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmOnDemand } from '../../../components/ui/confirm-on-demand';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useDisconnectStrava, useStravaStatus } from '../api/strava';

const REASONS = ['denied', 'expired', 'invalid', 'already-linked', 'provider'] as const;

/** Settings > Connections: Strava connected as whom, last activity, missing scopes, connect / disconnect. */
export function StravaSettings() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = useStravaStatus();
  const disconnect = useDisconnectStrava();
  const [confirming, setConfirming] = useState(false);
  const connected = status.data?.connected === true;
  const reason =
    params.get('strava') === 'error' ? (REASONS.find((r) => r === params.get('reason')) ?? 'provider') : null;

  useEffect(() => {
    if (params.get('strava') !== 'connected') return;
    toast({ title: t('strava.connectedToast') });
    setParams((p) => (p.delete('strava'), p.delete('scope'), p), { replace: true });
  }, [params, setParams, t]);

  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('strava.disconnected') });
      },
      onError: (error) =>
        toast({ title: t('strava.disconnectFailed'), description: errorText(error), variant: 'destructive' }),
    });

  return (
    <div className="space-y-4 rounded-2xl border border-line p-4" data-testid="strava-card">
      {reason && (
        <p
          role="alert"
          className="rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
          data-testid="strava-error"
        >
          {t(`strava.errors.${reason}`)}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-[#fc5200] text-white">
          <Activity className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <p className="font-bold">{t('strava.name')}</p>
          <Badge tone={connected ? 'success' : 'default'} className="mt-1" data-testid="strava-status">
            {connected
              ? status.data?.athleteName
                ? t('strava.connectedAs', { name: status.data.athleteName })
                : t('strava.connected')
              : t('strava.notConnected')}
          </Badge>
        </div>
        {connected ? (
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="strava-disconnect">
            {t('strava.disconnect')}
          </Button>
        ) : (
          <a
            href="/api/strava/connect?from=settings"
            className={buttonClasses('primary', 'md')}
            data-testid="strava-connect"
          >
            {t('strava.connect')}
          </a>
        )}
      </div>
      {connected && status.data && (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t('strava.connectedSince')}</dt>
            <dd className="font-medium">{status.data.connectedAt ? formatDateTime(status.data.connectedAt) : '–'}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('strava.lastActivity')}</dt>
            <dd className="font-medium" data-testid="strava-last-activity">
              {status.data.lastActivityAt ? formatDateTime(status.data.lastActivityAt) : t('strava.noActivity')}
            </dd>
          </div>
        </dl>
      )}
      {connected && (status.data?.missingScopes.length ?? 0) > 0 && (
        <p
          role="alert"
          className="flex gap-2 rounded-xl bg-ember-500/10 p-3 text-sm"
          data-testid="strava-scope-warning"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {status.data!.missingScopes.includes('activity:read_all')
            ? t('strava.missingActivities')
            : t('strava.missingProfile')}
        </p>
      )}
      {connected && status.data?.recordUrl && (
        <a
          href={status.data.recordUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          data-testid="strava-record-link"
        >
          <PlusCircle className="h-4 w-4" aria-hidden="true" />
          {t('strava.openRecord')}
        </a>
      )}
      <p className="text-xs text-muted">{t('strava.privacy')}</p>
      <ConfirmOnDemand
        open={confirming}
        onOpenChange={setConfirming}
        title={t('strava.confirmTitle')}
        description={t('strava.confirmBody')}
        confirmLabel={t('strava.disconnect')}
        onConfirm={confirmDisconnect}
        pending={disconnect.isPending}
        confirmTestId="strava-disconnect-confirm"
      />
    </div>
  );
}
