import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../../components/ui/button';
import { StrategySection } from './strategy-section';

/** The way from the strategy to the primary event's race-day plan. */
export function RaceDayLink({ planId }: { planId: string }) {
  const { t } = useTranslation();
  return (
    <StrategySection icon={ClipboardList} title={t('raceDay.link.title')}>
      <p className="mb-4 text-muted">{t('raceDay.link.description')}</p>
      <Link
        to={`/plans/${encodeURIComponent(planId)}/race-day`}
        className={buttonClasses('primary')}
        data-testid="race-day-link"
      >
        {t('raceDay.link.open')}
      </Link>
    </StrategySection>
  );
}
