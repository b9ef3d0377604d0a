import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../components/ui/disclosure';
import { PhaseDetails, type TrainingPhase } from '../../plans';

/** The current training phase, collapsed by default: name, Focus, Description, Key Considerations. */
export function PhaseBlock({ phase }: { phase: TrainingPhase }) {
  const { t } = useTranslation();
  return (
    <Disclosure
      className="bg-surface-2/50"
      summary={
        <>
          <Compass className="h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
          <span className="flex-1">
            <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
              {t('dashboard.thisWeek.currentPhase')}
            </span>
            <span className="block font-bold">{phase.phaseName}</span>
          </span>
        </>
      }
    >
      <div className="space-y-3 px-4 pb-4 text-sm">
        <PhaseDetails phase={phase} labels="dashboard" />
      </div>
    </Disclosure>
  );
}
