import { Check, Loader2, RotateCcw, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WeekView } from '@shared/schemas/weeks';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useAcceptAdaptation, useRejectAdaptationChange } from '../api/week-adaptation';
import { useLocalizedAdaptation } from '../lib/use-adaptation-text';

/** How the coach adapted this week, each change with its reason: accept all, or keep the original of one. */
export function WeekAdaptationCard({ week }: { week: WeekView }) {
  const { t } = useTranslation();
  const accept = useAcceptAdaptation(week.id);
  const reject = useRejectAdaptationChange(week.id);
  const adaptation = useLocalizedAdaptation(week.adaptation);
  if (!adaptation?.changes.length) return null;
  const open = adaptation.status === 'proposed';
  const failure = accept.error ?? reject.error;

  return (
    <section
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
      aria-labelledby="week-adaptation-title"
      data-testid="week-adaptation"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="week-adaptation-title" className="flex items-center gap-2 font-bold">
            <Wand2 className="h-4 w-4 text-accent" aria-hidden="true" />
            {t('adaptation.week.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">
            {open ? t('adaptation.week.subtitle') : t('adaptation.week.accepted')}
          </p>
        </div>
        {open && (
          <Button
            size="sm"
            onClick={() => accept.mutate(undefined)}
            disabled={accept.isPending}
            data-testid="adaptation-accept-all"
          >
            {accept.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="h-4 w-4" aria-hidden="true" />
            )}
            {t('adaptation.week.acceptAll')}
          </Button>
        )}
      </div>
      <ul className="mt-4 divide-y divide-line">
        {adaptation.changes.map((change) => (
          <li
            key={change.index}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="adaptation-change"
            data-rejected={change.rejected}
          >
            <p className={change.rejected ? 'text-sm text-muted line-through' : 'text-sm'}>{change.text}</p>
            {change.rejected ? (
              <span className="shrink-0 text-xs font-semibold text-muted">{t('adaptation.week.keptOriginal')}</span>
            ) : (
              open && (
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0"
                  onClick={() => reject.mutate(change.index)}
                  disabled={reject.isPending}
                  aria-label={t('adaptation.week.keepOriginalOf', { change: change.text })}
                  data-testid="adaptation-reject"
                >
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  {t('adaptation.week.keepOriginal')}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorText(failure)}
        </p>
      )}
    </section>
  );
}
