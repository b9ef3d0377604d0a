import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../../components/ui/disclosure';
import { enGbDate, phaseWeeks } from '../../lib/plan-dates';
import type { TrainingPhase } from '../../lib/plan-overview';
import { PhaseDetails } from '../phase-details';

/** One phase of the plan, the first one open. */
function PhaseItem({ phase, index }: { phase: TrainingPhase; index: number }) {
  const { t } = useTranslation();
  return (
    <Disclosure
      open={index === 0}
      data-testid="strategy-phase"
      summary={
        <>
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-bold text-primary-strong">
            {index + 1}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-bold">{phase.phaseName}</span>
            <span className="block text-xs text-muted">
              {t('plans.strategy.weeks', { count: phaseWeeks(phase.startDate, phase.endDate) })} ·{' '}
              {enGbDate(phase.startDate)} - {enGbDate(phase.endDate)}
            </span>
          </span>
        </>
      }
    >
      <div className="space-y-3 border-t border-line px-4 py-3 text-sm">
        <PhaseDetails phase={phase} labels="strategy" />
      </div>
    </Disclosure>
  );
}

export function PhaseList({ phases }: { phases: readonly TrainingPhase[] }) {
  return (
    <div className="space-y-2">
      {phases.map((phase, index) => (
        <PhaseItem key={`${phase.phaseName}-${phase.startDate}`} phase={phase} index={index} />
      ))}
    </div>
  );
}
