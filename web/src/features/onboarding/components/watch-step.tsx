import { Watch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useSkipWatch } from '../api/skip-watch';

export function WatchStep() {
  const { t } = useTranslation();
  const skip = useSkipWatch();
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
      <Button
        variant="ghost"
        disabled={skip.isPending}
        onClick={() => skip.mutate(undefined, { onError: (error) => toast({ title: t('common.error'), description: errorText(error), variant: 'destructive' }) })}
      >
        {t('onboarding.watch.skip')}
      </Button>
      <p className="text-center text-xs text-muted">{t('onboarding.watch.later')}</p>
    </div>
  );
}
