import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAdaptationPreview } from '../api/week-adaptation';
import { useLocalizedPreview } from '../lib/use-adaptation-text';

const SHOWN_CHANGES = 4;

/** On the planner, before the athlete confirms: what the coach read from the last weeks and will change. */
export function AdaptationPreview({ trainingPlanId }: { trainingPlanId: string }) {
  const { t } = useTranslation();
  const preview = useAdaptationPreview(trainingPlanId);
  const { reasons, changes } = useLocalizedPreview(preview.data);
  if (!reasons.length) return null;
  return (
    <section
      className="rounded-xl border border-aqua-400/40 bg-aqua-400/10 p-4 text-sm"
      aria-labelledby="adaptation-preview-title"
      data-testid="adaptation-preview"
    >
      <h3 id="adaptation-preview-title" className="flex items-center gap-2 font-semibold">
        <Lightbulb className="h-4 w-4 text-accent" aria-hidden="true" />
        {t('adaptation.preview.title')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('adaptation.preview.reasons')}>
        {reasons.map((reason) => (
          <li
            key={reason}
            className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium"
            data-testid="adaptation-reason"
          >
            {reason}
          </li>
        ))}
      </ul>
      {changes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-muted" aria-label={t('adaptation.preview.changes')}>
          {changes.slice(0, SHOWN_CHANGES).map((change) => (
            <li key={change} data-testid="adaptation-preview-change">
              {change}
            </li>
          ))}
          {changes.length > SHOWN_CHANGES && (
            <li>{t('adaptation.preview.more', { count: changes.length - SHOWN_CHANGES })}</li>
          )}
        </ul>
      )}
      <p className="mt-3 text-xs text-muted">{t('adaptation.preview.hint')}</p>
    </section>
  );
}
