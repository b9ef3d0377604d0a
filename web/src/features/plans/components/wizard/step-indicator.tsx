import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';

export const WIZARD_STEP_KEYS = ['goals', 'preferences', 'about'] as const;

/** Steps 1-3 with their titles; the current one is highlighted. */
export function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <ol className="flex items-center gap-2" aria-label={t('plans.wizard.progressLabel', { step, total: 3 })}>
      {WIZARD_STEP_KEYS.map((key, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li key={key} className="flex flex-1 items-center gap-2" aria-current={current ? 'step' : undefined}>
            <span
              className={cn(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                done && 'bg-accent text-white dark:text-navy-950',
                current && 'bg-primary text-primary-fg',
                !done && !current && 'bg-surface-2 text-muted',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden="true" /> : number}
            </span>
            <span className={cn('hidden text-sm font-semibold sm:inline', current ? 'text-fg' : 'text-muted')}>
              {t(`plans.wizard.steps.${key}`)}
            </span>
            {number < 3 && <span className="h-px flex-1 bg-line" aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
