import { Printer, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RACE_DAY_TEMPERATURE } from '@shared/training/race-day/temperature';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { lazyZodTransformResolver } from '../../../../lib/lazy-zod-resolver';
import type { RaceDayFormValues } from '../../lib/race-day-form';

interface Props {
  hasPlan: boolean;
  temperatureC: number;
  pending: boolean;
  onGenerate: (temperatureC: number) => void;
}

/** Temperature, (re)generate and print; none of it is printed. */
export function RaceDayToolbar({ hasPlan, temperatureC, pending, onGenerate }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // Checked as it is typed: Generate waits for a temperature the API takes.
  const form = useForm<RaceDayFormValues, unknown, { temperature: number }>({
    mode: 'onChange',
    resolver: lazyZodTransformResolver(() => import('../../lib/race-day-form').then((m) => m.raceDayForm)),
    defaultValues: { temperature: String(temperatureC) },
  });
  const valid = !form.formState.errors.temperature;
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4 print:hidden"
      onSubmit={form.handleSubmit(({ temperature }) => onGenerate(temperature))}
    >
      <div className="w-40">
        <Label htmlFor={id}>{t('raceDay.toolbar.temperature')}</Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={RACE_DAY_TEMPERATURE.min}
          max={RACE_DAY_TEMPERATURE.max}
          step={1}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-error`}
          {...form.register('temperature')}
        />
      </div>
      <Button type="submit" disabled={pending || !valid}>
        <RefreshCw className={pending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
        {hasPlan ? t('raceDay.toolbar.regenerate') : t('raceDay.toolbar.generate')}
      </Button>
      {hasPlan && (
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t('raceDay.toolbar.print')}
        </Button>
      )}
      {!valid && (
        <p id={`${id}-error`} className="w-full text-sm text-danger">
          {t('raceDay.toolbar.temperatureRange', { min: RACE_DAY_TEMPERATURE.min, max: RACE_DAY_TEMPERATURE.max })}
        </p>
      )}
    </form>
  );
}
