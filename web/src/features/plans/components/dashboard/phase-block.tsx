import { ChevronDown, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrainingPhase } from '../../lib/plan-overview';
import { PhaseDetails } from '../phase-details';

/**
 * The current training phase, collapsed by default: name, Focus, Description, Key Considerations. A native
 * details/summary disclosure, not Radix Collapsible: that measures its content in a layout effect on mount, closed or
 * not, which forced a layout of the whole dashboard inside its first render (about 70 ms in Lighthouse's trace).
 */
export function PhaseBlock({ phase }: { phase: TrainingPhase }) {
  const { t } = useTranslation();
  return (
    <details className="group rounded-xl border border-line bg-surface-2/50">
      <summary className="flex w-full cursor-pointer list-none items-center gap-3 px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <Compass className="h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
        <span className="flex-1">
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">{t('dashboard.thisWeek.currentPhase')}</span>
          <span className="block font-bold">{phase.phaseName}</span>
        </span>
        <ChevronDown className="h-5 w-5 text-muted transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-3 px-4 pb-4 text-sm">
        <PhaseDetails phase={phase} labels="dashboard" />
      </div>
    </details>
  );
}
