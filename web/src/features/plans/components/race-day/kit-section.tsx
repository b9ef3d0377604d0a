import { Backpack } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Checklist } from './checklist';
import { RaceDaySection } from './race-day-section';

export function KitSection({ items }: { items: string[] }) {
  const { t } = useTranslation();
  return (
    <RaceDaySection icon={Backpack} title={t('raceDay.kit.title')} testId="race-day-kit">
      <div className="sm:columns-2 sm:gap-6">
        <Checklist items={items} />
      </div>
    </RaceDaySection>
  );
}
