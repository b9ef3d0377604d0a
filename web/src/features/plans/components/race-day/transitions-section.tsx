import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RaceDayTransition } from '@shared/schemas/race-day';
import { Checklist } from './checklist';
import { RaceDaySection } from './race-day-section';

export function TransitionsSection({ transitions }: { transitions: RaceDayTransition[] }) {
  const { t } = useTranslation();
  if (transitions.length === 0) return null;
  return (
    <RaceDaySection icon={Repeat} title={t('raceDay.transitions.title')} testId="race-day-transitions">
      <div className="grid gap-4 md:grid-cols-2">
        {transitions.map((tr) => (
          <div
            key={tr.name}
            className="break-inside-avoid rounded-xl bg-surface-2/60 p-4 print:bg-transparent print:p-0"
          >
            <h3 className="mb-2 font-bold">
              {t('raceDay.transitions.name', {
                name: tr.name,
                from: t(`raceDay.sport.${tr.from}`),
                to: t(`raceDay.sport.${tr.to}`),
              })}
              <span className="ml-2 text-sm font-normal text-muted">
                {t('raceDay.transitions.about', { minutes: tr.expectedMinutes })}
              </span>
            </h3>
            <Checklist items={tr.items} />
          </div>
        ))}
      </div>
    </RaceDaySection>
  );
}
