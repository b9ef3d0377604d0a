import { Printer, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RACE_DAY_TEMPERATURE } from '@shared/training/race-day/temperature';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';

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
  const [value, setValue] = useState(String(temperatureC));
  const parsed = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(parsed) && parsed >= RACE_DAY_TEMPERATURE.min && parsed <= RACE_DAY_TEMPERATURE.max;
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onGenerate(parsed);
      }}
    >
      <div className="w-40">
        <Label htmlFor={id}>{t('raceDay.toolbar.temperature')}</Label>
        <Input id={id} type="number" inputMode="numeric" min={RACE_DAY_TEMPERATURE.min} max={RACE_DAY_TEMPERATURE.max} step={1} value={value} aria-invalid={!valid} onChange={(e) => setValue(e.target.value)} />
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
      {!valid && <p className="w-full text-sm text-danger">{t('raceDay.toolbar.temperatureRange', { min: RACE_DAY_TEMPERATURE.min, max: RACE_DAY_TEMPERATURE.max })}</p>}
    </form>
  );
}
