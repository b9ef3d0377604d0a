import { Watch } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useDisconnectGarmin } from '../../account/api/disconnect-garmin';
import { SettingsSection } from './settings-section';

export function WatchSettings() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const disconnect = useDisconnectGarmin();
  const connected = user?.garminConnected === true;
  return (
    <SettingsSection title={t('settings.watch.title')} description={t('settings.watch.lead')}>
      {params.get('garmin') === 'error' && (
        <p role="alert" className="mb-4 rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
          {t('settings.watch.connectError')}
        </p>
      )}
      <div className="flex flex-col gap-4 rounded-2xl border border-line p-4 sm:flex-row sm:items-center">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-navy-900 text-aqua-300">
          <Watch className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <p className="font-bold">{t('settings.watch.garmin')}</p>
          <Badge tone={connected ? 'success' : 'default'} className="mt-1">
            {connected ? t('settings.watch.connected') : t('settings.watch.notConnected')}
          </Badge>
        </div>
        {connected ? (
          <Button
            variant="outline"
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => toast({ title: t('settings.watch.disconnected') }),
                onError: (error) => toast({ title: t('settings.watch.disconnectFailed'), description: errorText(error), variant: 'destructive' }),
              })
            }
          >
            {t('settings.watch.disconnect')}
          </Button>
        ) : (
          <a href="/api/garmin/connect" className={buttonClasses('primary', 'md')}>
            {t('settings.watch.connect')}
          </a>
        )}
      </div>
    </SettingsSection>
  );
}
