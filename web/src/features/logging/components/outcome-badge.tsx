import { CheckCircle2, Circle, CircleAlert, CircleHelp, CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkoutOutcome } from '@shared/schemas/activities';
import type { WorkoutView } from '@shared/schemas/weeks';
import { cn } from '../../../lib/cn';
import { outcomeOf } from '../lib/outcome';

const STYLE: Record<WorkoutOutcome, { icon: typeof Circle; className: string }> = {
  done: { icon: CheckCircle2, className: 'text-green-700 dark:text-lime-400' },
  skipped: { icon: CircleSlash, className: 'text-amber-700 dark:text-amber-300' },
  missed: { icon: CircleAlert, className: 'text-danger' },
  'not-reported': { icon: CircleHelp, className: 'text-accent' },
  planned: { icon: Circle, className: 'text-muted' },
};

/** The outcome's words: "Done", "Done, but different", "Skipped: travel", "Missed", "Not reported — tell the coach", "Planned". */
export function useOutcomeLabel() {
  const { t } = useTranslation();
  return (workout: WorkoutView): string => {
    const outcome = outcomeOf(workout);
    if (outcome === 'done' && workout.report?.status === 'changed') return t('logging.outcome.changed');
    if (outcome === 'skipped' && workout.report?.reason)
      return t('logging.outcome.skippedWith', { reason: t(`logging.reasons.${workout.report.reason}`) });
    return t(`logging.outcome.${outcome}`);
  };
}

/** The outcome as an icon and its label, coloured by what it means (done is a check, never struck through). */
export function OutcomeBadge({
  workout,
  className,
  iconOnly,
}: {
  workout: WorkoutView;
  className?: string;
  iconOnly?: boolean;
}) {
  const label = useOutcomeLabel()(workout);
  const outcome = outcomeOf(workout);
  const { icon: Icon, className: tone } = STYLE[outcome];
  return (
    <span
      className={cn('inline-flex min-w-0 items-center gap-1 font-medium', tone, className)}
      data-testid="workout-outcome"
      data-outcome={outcome}
    >
      <Icon
        className="h-3.5 w-3.5 shrink-0"
        aria-hidden={iconOnly ? undefined : true}
        aria-label={iconOnly ? label : undefined}
        role={iconOnly ? 'img' : undefined}
      />
      {!iconOnly && <span className="truncate">{label}</span>}
    </span>
  );
}
