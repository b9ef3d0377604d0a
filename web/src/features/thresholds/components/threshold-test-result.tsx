import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SaveThresholdsBody, ThresholdTest } from '@shared/schemas/threshold-api';
import type { ThresholdName } from '@shared/schemas/thresholds';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { lazyZodTransformResolver } from '../../../lib/lazy-zod-resolver';
import { useSaveThresholds } from '../api/thresholds';
import { formatPace } from '../lib/threshold-fields';
import { emptyResultTexts, RESULT_FIELDS, RESULT_THRESHOLDS, resultOf, type ResultTexts } from '../lib/test-result';

/** After a test: its numbers in, the thresholds they give saved with the source 'test'. */
export function ThresholdTestResult({ test }: { test: ThresholdTest }) {
  const { t } = useTranslation();
  const save = useSaveThresholds();
  const form = useForm<ResultTexts, unknown, SaveThresholdsBody>({
    resolver: lazyZodTransformResolver(() => import('../lib/test-result-form').then((m) => m.testResultForm(test))),
    // As before: a message stays until the next Save.
    reValidateMode: 'onSubmit',
    defaultValues: emptyResultTexts(),
  });
  const result = resultOf(test, useWatch({ control: form.control }));
  const { errors } = form.formState;
  // The API schema's range issues sit at the threshold's name, which is not one of the typed fields.
  const outside = RESULT_THRESHOLDS.find((name) => (errors as Partial<Record<ThresholdName, FieldError>>)[name]);
  const error =
    errors.root?.message !== undefined
      ? t(`thresholds.result.invalid.${test}`)
      : outside
        ? t('thresholds.result.outside', { name: t(`thresholds.names.${outside}`) })
        : errors.root?.server?.message;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        form.reset();
        toast({ title: t('thresholds.result.saved') });
      },
      onError: (failure) => form.setError('root.server', { message: errorText(failure) }),
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl border border-line p-4"
      data-testid="test-result"
    >
      <p className="font-semibold">{t('thresholds.result.title')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {RESULT_FIELDS[test].map(({ key, kind }) => (
          <FormField
            key={`${test}-${key}`}
            label={t(`thresholds.result.fields.${key}`)}
            hint={t(`thresholds.result.kinds.${kind}`)}
          >
            <Input
              {...form.register(key)}
              inputMode={kind === 'bpm' || kind === 'watts' ? 'numeric' : 'text'}
              data-testid={`result-${key}`}
            />
          </FormField>
        ))}
      </div>
      {result && (
        <p className="text-sm text-muted" data-testid="result-preview">
          {[
            result.thresholdHr != null &&
              `${t('thresholds.names.thresholdHr')} ${result.thresholdHr} ${t('thresholds.units.thresholdHr')}`,
            result.runThresholdPace != null &&
              `${t('thresholds.names.runThresholdPace')} ${formatPace(result.runThresholdPace)} ${t('thresholds.units.runThresholdPace')}`,
            result.swimCss != null &&
              `${t('thresholds.names.swimCss')} ${formatPace(result.swimCss)} ${t('thresholds.units.swimCss')}`,
            result.ftp != null && `${t('thresholds.names.ftp')} ${result.ftp} ${t('thresholds.units.ftp')}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="result-error">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={save.isPending} data-testid="result-save">
        {t('thresholds.result.save')}
      </Button>
    </form>
  );
}
