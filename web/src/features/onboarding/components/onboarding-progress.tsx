import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_SCREENS, type OnboardingScreen } from '@shared/onboarding/steps';
import { cn } from '../../../lib/cn';

/** Where the athlete is: step n of 4, done steps ticked. */
export function OnboardingProgress({ current: step }: { current: OnboardingScreen }) {
  const { t } = useTranslation();
  const current = ONBOARDING_SCREENS.indexOf(step);
  const total = ONBOARDING_SCREENS.length;
  return (
    <nav aria-label={t('onboarding.progressLabel')}>
      <p className="mb-3 text-sm font-semibold text-muted">{t('onboarding.stepOf', { step: current + 1, total })}</p>
      <ol className="grid grid-cols-4 gap-2">
        {ONBOARDING_SCREENS.map((screen, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={screen} aria-current={active ? 'step' : undefined} className="flex flex-col gap-2">
              <span className={cn('h-1.5 rounded-full', done ? 'bg-accent' : active ? 'bg-primary' : 'bg-line')} />
              <span className={cn('flex items-center gap-1 text-xs font-semibold', active ? 'text-fg' : 'text-muted')}>
                {done && <Check className="h-3.5 w-3.5 text-accent" aria-hidden="true" />}
                <span className={cn(!active && 'hidden sm:inline')}>{t(`onboarding.steps.${screen}`)}</span>
                {done && <span className="sr-only">{t('onboarding.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
