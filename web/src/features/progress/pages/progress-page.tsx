import { LineChart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

export default function ProgressPage() {
  const { t } = useTranslation();
  return (
    <div className="py-6">
      <EmptyState
        icon={LineChart}
        title={t('progress.emptyTitle')}
        description={t('progress.emptyDescription')}
        action={
          <Link to="/dashboard" className={buttonClasses('outline', 'md')}>
            {t('progress.toDashboard')}
          </Link>
        }
      />
    </div>
  );
}
