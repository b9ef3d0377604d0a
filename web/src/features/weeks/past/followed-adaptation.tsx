import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WeekView } from '@shared/schemas/weeks';
import { Card } from '../../../components/ui/card';
import { useLocalizedAdaptation } from '../lib/use-adaptation-text';

/** How the coach adapted the week that followed (read-only): what it read from this week and each change it made. */
export function FollowedAdaptation({ next }: { next: WeekView | undefined }) {
  const { t } = useTranslation();
  const adaptation = useLocalizedAdaptation(next?.adaptation);
  return (
    <Card className="space-y-3 p-5 sm:p-6" data-testid="past-week-adaptation">
      <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <Wand2 className="h-5 w-5 text-accent" aria-hidden="true" />
        {t('pastWeek.adaptationTitle')}
      </h2>
      {!next ? (
        <p className="text-sm text-muted">{t('pastWeek.noNextWeek')}</p>
      ) : !adaptation || (adaptation.reasons.length === 0 && adaptation.changes.length === 0) ? (
        <p className="text-sm text-muted">{t('pastWeek.noAdaptation')}</p>
      ) : (
        <>
          {adaptation.reasons.length > 0 && (
            <ul className="list-disc space-y-0.5 pl-5 text-sm break-words">
              {adaptation.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          <ul className="divide-y divide-line">
            {adaptation.changes.map((change) => (
              <li key={change.index} className="py-2 text-sm break-words" data-testid="past-week-adaptation-change">
                <span className={change.rejected ? 'text-muted' : undefined}>{change.text}</span>
                {change.rejected && (
                  <span className="ml-2 text-xs font-semibold text-muted">{t('adaptation.week.keptOriginal')}</span>
                )}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">
            {adaptation.status === 'accepted' ? t('adaptation.week.accepted') : t('pastWeek.adaptationProposed')}
          </p>
        </>
      )}
    </Card>
  );
}
