import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { enGbDate, phaseWeeks } from '../../lib/plan-dates';
import type { TrainingPhase } from '../../lib/plan-overview';
import { PhaseDetails } from '../phase-details';

/** One phase as a native details/summary disclosure (the first one open), like the dashboard's phase block. */
function PhaseItem({ phase, index }: { phase: TrainingPhase; index: number }) {
  const { t } = useTranslation();
  return (
    <details open={index === 0} className="group rounded-xl border border-line" data-testid="strategy-phase">
      <summary className="flex w-full cursor-pointer list-none items-center gap-3 px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-bold text-primary">{index + 1}</span>
        <span className="min-w-0 flex-1">
          <span className="block font-bold">{phase.phaseName}</span>
          <span className="block text-xs text-muted">
            {t('plans.strategy.weeks', { count: phaseWeeks(phase.startDate, phase.endDate) })} · {enGbDate(phase.startDate)} - {enGbDate(phase.endDate)}
          </span>
        </span>
        <ChevronDown className="h-5 w-5 text-muted transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-3 border-t border-line px-4 py-3 text-sm">
        <PhaseDetails phase={phase} labels="strategy" />
      </div>
    </details>
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
