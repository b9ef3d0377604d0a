import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, Compass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingPhase } from '../../lib/plan-overview';
import { PhaseDetails } from '../phase-details';

/** The current training phase, collapsed by default: name, Focus, Description, Key Considerations. */
export function PhaseBlock({ phase }: { phase: TrainingPhase }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border border-line bg-surface-2/50">
      <Collapsible.Trigger className="flex w-full items-center gap-3 px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-ring">
        <Compass className="h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
        <span className="flex-1">
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">{t('dashboard.thisWeek.currentPhase')}</span>
          <span className="block font-bold">{phase.phaseName}</span>
        </span>
        <ChevronDown className={`h-5 w-5 text-muted transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content className="space-y-3 px-4 pb-4 text-sm">
        <PhaseDetails phase={phase} labels="dashboard" />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
