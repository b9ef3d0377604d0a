import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/layouts/page-loader';
import { useActivePlan } from '../api/get-plans';
import { GoalsWizard } from '../components/goals-wizard';

/** /create-plan: the goals wizard, unless a plan is already active (then edit or finish it first). */
export default function CreatePlanPage() {
  const { t } = useTranslation();
  const { plan, isPending } = useActivePlan();
  if (isPending) return <PageLoader />;
  if (plan) {
    return (
      <EmptyState
        icon={Flag}
        title={t('plans.create.activeExistsTitle')}
        description={t('plans.create.activeExistsDescription')}
        action={
          <Link to="/modal/edit-plan" className={buttonClasses('primary')}>
            {t('plans.create.editPlan')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      <header className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('plans.create.title')}</h1>
        <p className="text-muted">{t('plans.create.subtitle')}</p>
      </header>
      <GoalsWizard mode="create" />
    </div>
  );
}
