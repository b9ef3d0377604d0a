import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ThresholdName, ThresholdsView, ThresholdValues } from '@shared/schemas/thresholds';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { lazyZodTransformResolver } from '../../../lib/lazy-zod-resolver';
import { useSaveThresholds } from '../api/thresholds';
import {
  BELOW_MAX_HR,
  formatField,
  limitsOf,
  PACE_FIELDS,
  THRESHOLD_NAMES,
  type ThresholdTexts,
} from '../lib/threshold-fields';

const textsOf = (view: ThresholdsView): ThresholdTexts =>
  Object.fromEntries(THRESHOLD_NAMES.map((n) => [n, formatField(n, view[n])])) as ThresholdTexts;

/**
 * The five thresholds with their units and where each came from; Save sends only what changed (empty clears).
 * Keyed by the view's updatedAt where it is used, so a saved or accepted value refills the fields.
 */
export function ThresholdForm({ view }: { view: ThresholdsView }) {
  const { t } = useTranslation();
  const save = useSaveThresholds();
  const form = useForm<ThresholdTexts, unknown, ThresholdValues>({
    resolver: lazyZodTransformResolver(() => import('../lib/threshold-form').then((m) => m.thresholdForm)),
    defaultValues: textsOf(view),
  });
  const { errors } = form.formState;
  const errorOf = (name: ThresholdName) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    if (message === BELOW_MAX_HR) return t('thresholds.errors.belowMax');
    const { min, max } = limitsOf(name);
    const shown = (n: number) => (PACE_FIELDS.includes(name) ? formatField(name, n) : String(n));
    return t('thresholds.errors.range', { min: shown(min), max: shown(max), unit: t(`thresholds.units.${name}`) });
  };

  const submit = form.handleSubmit((values) => {
    const changes: Partial<Record<ThresholdName, number | null>> = {};
    for (const name of THRESHOLD_NAMES) if (values[name] !== view[name]) changes[name] = values[name];
    if (!Object.keys(changes).length) return toast({ title: t('thresholds.form.nothingChanged') });
    save.mutate(changes, {
      onSuccess: () => toast({ title: t('thresholds.form.saved') }),
      onError: (error) =>
        toast({ title: t('thresholds.form.saveFailed'), description: errorText(error), variant: 'destructive' }),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="threshold-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {THRESHOLD_NAMES.map((name) => (
          <ThresholdField
            key={name}
            name={name}
            source={view.sources[name]}
            error={errorOf(name)}
            register={form.register}
          />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending} data-testid="threshold-save">
        {t('common.save')}
      </Button>
    </form>
  );
}

/**
 * One threshold's field. A component of its own, so React renders the five fields in separate units it can pause
 * between; each registers its input itself (a phone's first render of the form is otherwise one long piece with
 * react-hook-form's setup).
 */
function ThresholdField({
  name,
  source,
  error,
  register,
}: {
  name: ThresholdName;
  source: ThresholdsView['sources'][ThresholdName];
  error: string | undefined;
  register: UseFormRegister<ThresholdTexts>;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={
        <span className="flex items-center gap-2">
          {t(`thresholds.names.${name}`)}
          <span className="font-normal text-muted">{t(`thresholds.units.${name}`)}</span>
          {source && (
            <Badge tone={source === 'manual' ? 'default' : 'accent'}>{t(`thresholds.sources.${source}`)}</Badge>
          )}
        </span>
      }
      hint={t(`thresholds.hints.${name}`)}
      error={error}
    >
      <Input
        {...register(name)}
        inputMode={PACE_FIELDS.includes(name) ? 'text' : 'numeric'}
        placeholder={t(`thresholds.placeholders.${name}`)}
        data-testid={`threshold-${name}`}
      />
    </FormField>
  );
}
