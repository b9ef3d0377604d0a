import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RaceDayWarmUpStep } from '@shared/schemas/race-day';
import { RaceDaySection } from './race-day-section';

export function WarmUpSection({ steps }: { steps: RaceDayWarmUpStep[] }) {
  const { t } = useTranslation();
  return (
    <RaceDaySection icon={Flame} title={t('raceDay.warmUp.title')} testId="race-day-warm-up">
      <ol className="space-y-2">
        {steps.map((step) => (
          <li key={`${step.startsBefore}-${step.text}`} className="flex gap-3 text-sm">
            <span className="w-20 shrink-0 font-semibold tabular-nums">
              {step.startsBefore > 0
                ? t('raceDay.warmUp.before', { minutes: step.startsBefore })
                : t('raceDay.warmUp.atStart')}
            </span>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </RaceDaySection>
  );
}
