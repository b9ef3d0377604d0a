import { Flag, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** No plan yet: the set-goal button to /create-plan. */
export function NoPlanCard() {
  const { t } = useTranslation();
  return (
    <Card className="overflow-hidden" data-testid="no-plan">
      <div className="bg-gradient-to-br from-navy-900 via-navy-800 to-aqua-700 p-6 text-white sm:p-8">
        <Flag className="h-9 w-9 text-ember-400" aria-hidden="true" />
        <h2 className="mt-3 text-2xl font-bold tracking-tight">{t('dashboard.noPlan.title')}</h2>
        <p className="mt-1 max-w-md text-white/80">{t('dashboard.noPlan.description')}</p>
        <Link to="/create-plan" className={buttonClasses('ember', 'lg', 'mt-5')}>
          <Sparkles className="h-5 w-5" aria-hidden="true" />
          {t('dashboard.noPlan.setGoal')}
        </Link>
      </div>
    </Card>
  );
}
