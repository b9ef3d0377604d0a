import { NotebookPen, Watch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useSkipWatch } from '../api/skip-watch';

/** "Connect your training": Garmin, or logging and uploading by hand; every choice moves onboarding on. */
export function WatchStep() {
  const { t } = useTranslation();
  const skip = useSkipWatch();
  const moveOn = () =>
    skip.mutate(undefined, {
      onError: (error) => toast({ title: t('common.error'), description: errorText(error), variant: 'destructive' }),
    });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-5">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-navy-900 text-aqua-300">
          <Watch className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <h3 className="font-bold">{t('onboarding.watch.garmin')}</h3>
          <ul className="mt-2 space-y-1 text-sm text-muted">
            <li>• {t('onboarding.watch.benefits.sync')}</li>
            <li>• {t('onboarding.watch.benefits.history')}</li>
            <li>• {t('onboarding.watch.benefits.analysis')}</li>
          </ul>
        </div>
      </div>
      {/* A full-page navigation: the API answers with a redirect to the provider's consent page. */}
      <a href="/api/garmin/connect?from=onboarding" className={buttonClasses('primary', 'lg')}>
        {t('onboarding.watch.connect')}
      </a>
      <a
        href="/api/strava/connect?from=onboarding"
        className={buttonClasses('outline', 'lg')}
        data-testid="onboarding-strava"
      >
        {t('strava.onboardingConnect')}
      </a>
      <p className="-mt-3 text-center text-xs text-muted">{t('strava.onboardingText')}</p>
      <button
        type="button"
        disabled={skip.isPending}
        onClick={moveOn}
        className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-5 text-left transition hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
        data-testid="onboarding-manual"
      >
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-surface-2 text-accent">
          <NotebookPen className="h-6 w-6" aria-hidden="true" />
        </span>
        <span>
          <span className="block font-bold">{t('onboarding.watch.manual')}</span>
          <span className="mt-1 block text-sm text-muted">{t('onboarding.watch.manualText')}</span>
        </span>
      </button>
      <Button variant="ghost" disabled={skip.isPending} onClick={moveOn}>
        {t('onboarding.watch.skip')}
      </Button>
      <p className="text-center text-xs text-muted">{t('onboarding.watch.later')}</p>
    </div>
  );
}
