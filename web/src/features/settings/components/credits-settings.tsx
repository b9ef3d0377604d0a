import { Coins } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/layouts/page-loader';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { ledgerLine } from '../../credits';
import { useCredits } from '../../account';
import { SettingsSection } from './settings-section';

export function CreditsSettings() {
  const { t } = useTranslation();
  const credits = useCredits();
  return (
    <SettingsSection title={t('settings.credits.title')} description={t('settings.credits.lead')}>
      {credits.isLoading && <PageLoader />}
      {credits.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('settings.credits.loadFailed')}
        </p>
      )}
      {credits.data && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-navy-950 p-5 text-white">
            <div className="flex items-center gap-3">
              <Coins className="h-8 w-8 text-ember-400" aria-hidden="true" />
              <div>
                <p className="text-sm text-slate-300">{t('settings.credits.balance')}</p>
                <p className="text-3xl font-black tabular-nums" data-testid="credit-balance">
                  {credits.data.balance}
                </p>
              </div>
            </div>
            <Link to="/get-credits" className={buttonClasses('ember', 'md')}>
              {t('settings.credits.buy')}
            </Link>
          </div>
          <h3 className="mt-6 text-sm font-semibold">{t('settings.credits.history')}</h3>
          {credits.data.entries.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('settings.credits.empty')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {credits.data.entries.map((entry, i) => (
                <li key={`${entry.createdAt}-${i}`} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{ledgerLine(entry, t)}</p>
                    <p className="text-xs text-muted">{formatDate(entry.createdAt)}</p>
                  </div>
                  <span className={cn('font-bold tabular-nums', entry.amount > 0 ? 'text-accent' : 'text-muted')}>
                    {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SettingsSection>
  );
}
