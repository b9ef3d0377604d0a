import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveThresholdsBody, ThresholdTest } from '@shared/schemas/threshold-api';
import { cssFromTrials, ftpFromTwentyMinutes } from '@shared/training/threshold-tests';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useSaveThresholds } from '../api/thresholds';
import { formatPace, limitsOf } from '../lib/threshold-fields';

/** What each test's result is typed in as. */
const FIELDS: Record<ThresholdTest, Array<{ key: string; kind: 'bpm' | 'pace' | 'watts' | 'time' }>> = {
  run30: [
    { key: 'lastTwentyHr', kind: 'bpm' },
    { key: 'runPace', kind: 'pace' },
  ],
  bike20: [{ key: 'twentyPower', kind: 'watts' }],
  swimCss: [
    { key: 'time400', kind: 'time' },
    { key: 'time200', kind: 'time' },
  ],
};

const seconds = (text: string) => {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The thresholds a test's numbers give (Friel, Coggan, CSS), or null when they cannot be read. */
function resultOf(test: ThresholdTest, values: Record<string, string>): SaveThresholdsBody | null {
  if (test === 'run30') {
    const hr = whole(values.lastTwentyHr ?? '');
    const pace = seconds(values.runPace ?? '');
    if (hr === null && pace === null) return null;
    return {
      ...(hr !== null ? { thresholdHr: hr } : {}),
      ...(pace !== null ? { runThresholdPace: pace } : {}),
      sources: {
        ...(hr !== null ? { thresholdHr: 'test' } : {}),
        ...(pace !== null ? { runThresholdPace: 'test' } : {}),
      },
    };
  }
  if (test === 'bike20') {
    const watts = whole(values.twentyPower ?? '');
    return watts === null ? null : { ftp: ftpFromTwentyMinutes(watts), sources: { ftp: 'test' } };
  }
  const t400 = seconds(values.time400 ?? '');
  const t200 = seconds(values.time200 ?? '');
  const css = t400 !== null && t200 !== null ? cssFromTrials(t400, t200) : null;
  return css === null ? null : { swimCss: css, sources: { swimCss: 'test' } };
}

/** After a test: its numbers in, the thresholds they give saved with the source 'test'. */
export function ThresholdTestResult({ test }: { test: ThresholdTest }) {
  const { t } = useTranslation();
  const save = useSaveThresholds();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const result = resultOf(test, values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!result) return setError(t(`thresholds.result.invalid.${test}`));
    const outside = (['thresholdHr', 'runThresholdPace', 'swimCss', 'ftp'] as const).find((n) => {
      const v = result[n];
      return typeof v === 'number' && (v < limitsOf(n).min || v > limitsOf(n).max);
    });
    if (outside) return setError(t(`thresholds.result.outside`, { name: t(`thresholds.names.${outside}`) }));
    setError(null);
    save.mutate(result, {
      onSuccess: () => {
        setValues({});
        toast({ title: t('thresholds.result.saved') });
      },
      onError: (e) => setError(errorText(e)),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl border border-line p-4"
      data-testid="test-result"
    >
      <p className="font-semibold">{t('thresholds.result.title')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS[test].map(({ key, kind }) => (
          <FormField
            key={`${test}-${key}`}
            label={t(`thresholds.result.fields.${key}`)}
            hint={t(`thresholds.result.kinds.${kind}`)}
          >
            <Input
              value={values[key] ?? ''}
              onChange={(e) => setValues((all) => ({ ...all, [key]: e.target.value }))}
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
