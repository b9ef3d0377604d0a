import { Check, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThresholdEstimate } from '@shared/schemas/threshold-api';
import type { ThresholdName, ThresholdsView } from '@shared/schemas/thresholds';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useEstimateThresholds, useSaveThresholds } from '../api/thresholds';
import { formatField, PACE_FIELDS } from '../lib/threshold-fields';
import { localDecimal } from '../../../lib/numbers';

/** 'Estimate it for me': proposals from recorded activities with what each rests on; each one accepted on its own. */
export function ThresholdEstimates({ view }: { view: ThresholdsView }) {
  const { t } = useTranslation();
  const estimate = useEstimateThresholds();
  const save = useSaveThresholds();
  const [accepted, setAccepted] = useState<ThresholdName[]>([]);

  const run = () => {
    setAccepted([]);
    estimate.mutate(undefined, {
      onError: (error) =>
        toast({ title: t('thresholds.estimate.failed'), description: errorText(error), variant: 'destructive' }),
    });
  };
  const accept = (e: ThresholdEstimate) =>
    save.mutate(
      { [e.name]: e.value, sources: { [e.name]: 'estimated' } },
      {
        onSuccess: () => setAccepted((names) => [...names, e.name]),
        onError: (error) =>
          toast({ title: t('thresholds.form.saveFailed'), description: errorText(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="space-y-3" data-testid="threshold-estimates">
      <Button variant="outline" onClick={run} disabled={estimate.isPending} data-testid="threshold-estimate">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        {t('thresholds.estimate.button')}
      </Button>
      {estimate.data && (
        <div className="space-y-2">
          <p className="text-sm text-muted">
            {t('thresholds.estimate.lead', { count: estimate.data.activitiesRead, since: estimate.data.since })}
          </p>
          <ul className="space-y-2">
            {estimate.data.estimates.map((e) => (
              <li
                key={e.name}
                className="flex flex-col gap-2 rounded-2xl border border-line p-3 sm:flex-row sm:items-center"
                data-testid={`estimate-${e.name}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {t(`thresholds.names.${e.name}`)}
                    {e.value !== null && (
                      <span className="ml-2 tabular-nums">
                        {formatField(e.name, e.value)} {t(`thresholds.units.${e.name}`)}
                      </span>
                    )}
                    {e.value !== null && view[e.name] !== null && (
                      <span className="ml-2 text-sm font-normal text-muted">
                        {t('thresholds.estimate.current', {
                          value: `${formatField(e.name, view[e.name])} ${t(`thresholds.units.${e.name}`)}`,
                        })}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {e.value !== null ? <Basis estimate={e} /> : t(`thresholds.estimate.missing.${e.missing}`)}
                  </p>
                </div>
                {e.value !== null &&
                  (accepted.includes(e.name) ? (
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-700 dark:text-lime-400">
                      <Check className="h-4 w-4" aria-hidden="true" />
                      {t('thresholds.estimate.accepted')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      onClick={() => accept(e)}
                      disabled={save.isPending}
                      data-testid={`accept-${e.name}`}
                    >
                      {t('thresholds.estimate.accept')}
                    </Button>
                  ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Basis({ estimate }: { estimate: ThresholdEstimate }) {
  const { t, i18n } = useTranslation();
  const b = estimate.basis!;
  const measured = PACE_FIELDS.includes(estimate.name) ? formatField(estimate.name, b.measured) : String(b.measured);
  return (
    <>
      {t(`thresholds.estimate.basis.${estimate.name}`, {
        measured,
        day: b.day,
        minutes: Math.round(b.durationSecs / 60),
        km: b.distanceMeters === null ? '–' : localDecimal((b.distanceMeters / 1000).toFixed(1), i18n.resolvedLanguage),
        metres: b.distanceMeters ?? '–',
        sport: t(`thresholds.sports.${b.sport}`, { defaultValue: b.sport }),
      })}
    </>
  );
}
