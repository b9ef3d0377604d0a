import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThresholdName, ThresholdsView } from '@shared/schemas/thresholds';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useSaveThresholds } from '../api/thresholds';
import { formatField, limitsOf, parseField, PACE_FIELDS, THRESHOLD_NAMES } from '../lib/threshold-fields';

type Texts = Record<ThresholdName, string>;
const textsOf = (view: ThresholdsView): Texts => Object.fromEntries(THRESHOLD_NAMES.map((n) => [n, formatField(n, view[n])])) as Texts;

/**
 * The five thresholds with their units and where each came from; Save sends only what changed (empty clears).
 * Keyed by the view's updatedAt where it is used, so a saved or accepted value refills the fields.
 */
export function ThresholdForm({ view }: { view: ThresholdsView }) {
  const { t } = useTranslation();
  const save = useSaveThresholds();
  const [texts, setTexts] = useState<Texts>(() => textsOf(view));
  const [errors, setErrors] = useState<Partial<Record<ThresholdName, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<ThresholdName, string>> = {};
    const changes: Partial<Record<ThresholdName, number | null>> = {};
    for (const name of THRESHOLD_NAMES) {
      const value = parseField(name, texts[name]);
      const { min, max } = limitsOf(name);
      const shown = (n: number) => (PACE_FIELDS.includes(name) ? formatField(name, n) : String(n));
      if (value !== null && !(value >= min && value <= max)) found[name] = t('thresholds.errors.range', { min: shown(min), max: shown(max), unit: t(`thresholds.units.${name}`) });
      else if (value !== view[name]) changes[name] = value;
    }
    const maxHr = changes.maxHr !== undefined ? changes.maxHr : view.maxHr;
    const thresholdHr = changes.thresholdHr !== undefined ? changes.thresholdHr : view.thresholdHr;
    if (!found.thresholdHr && maxHr && thresholdHr && thresholdHr >= maxHr) found.thresholdHr = t('thresholds.errors.belowMax');
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!Object.keys(changes).length) return toast({ title: t('thresholds.form.nothingChanged') });
    save.mutate(changes, {
      onSuccess: () => toast({ title: t('thresholds.form.saved') }),
      onError: (error) => toast({ title: t('thresholds.form.saveFailed'), description: errorText(error), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="threshold-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {THRESHOLD_NAMES.map((name) => (
          <FormField
            key={name}
            label={
              <span className="flex items-center gap-2">
                {t(`thresholds.names.${name}`)}
                <span className="font-normal text-muted">{t(`thresholds.units.${name}`)}</span>
                {view.sources[name] && <Badge tone={view.sources[name] === 'manual' ? 'default' : 'accent'}>{t(`thresholds.sources.${view.sources[name]}`)}</Badge>}
              </span>
            }
            hint={t(`thresholds.hints.${name}`)}
            error={errors[name]}
          >
            <Input
              value={texts[name]}
              onChange={(e) => setTexts((all) => ({ ...all, [name]: e.target.value }))}
              inputMode={PACE_FIELDS.includes(name) ? 'text' : 'numeric'}
              placeholder={t(`thresholds.placeholders.${name}`)}
              data-testid={`threshold-${name}`}
            />
          </FormField>
        ))}
      </div>
      <Button type="submit" disabled={save.isPending} data-testid="threshold-save">
        {t('common.save')}
      </Button>
    </form>
  );
}
