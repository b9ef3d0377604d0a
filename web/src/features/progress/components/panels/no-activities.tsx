import { Watch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../auth';
import { buttonClasses } from '../../../../components/ui/button';
import { localDay } from '@shared/calendar/days';
import { PanelEmpty } from './panel-empty';

const isLocal = () =>
  typeof location !== 'undefined' && ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);

/**
 * No activities in the range. With `withHowTo` (the first panel): connect the watch, and on the local stack the
 * CLI command that records one as the watch would; the other panels only say that they wait for activities.
 */
export function NoActivities({ withHowTo = false }: { withHowTo?: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!withHowTo)
    return (
      <PanelEmpty
        icon={Watch}
        title={t('progress.noActivities.title')}
        text={t('progress.noActivities.short')}
        testId="no-activities"
      />
    );
  // A connected athlete is not asked to connect again: the next synced session fills the charts.
  const connected = user?.garminConnected === true;
  return (
    <PanelEmpty
      icon={Watch}
      title={t('progress.noActivities.title')}
      text={t(connected ? 'progress.noActivities.connectedText' : 'progress.noActivities.text')}
      testId="no-activities"
    >
      {!connected && (
        <Link to="/settings/watch" className={buttonClasses('outline', 'sm', 'mt-1')}>
          {t('progress.noActivities.connect')}
        </Link>
      )}
      {isLocal() && (
        <div className="mt-2 w-full max-w-md text-left">
          <p className="text-xs text-muted">{t('progress.noActivities.local')}</p>
          <code
            className="mt-1 block whitespace-pre-wrap rounded-lg [overflow-wrap:anywhere] bg-surface-2 px-3 py-2 text-xs"
            data-testid="simulate-command"
          >
            {`npm run cli -- simulate-activity ${user?.email ?? 'you@example.com'} --sport RUNNING --date ${localDay(new Date())} --minutes 45 --distance-km 9`}
          </code>
        </div>
      )}
    </PanelEmpty>
  );
}
