import { CupSoda } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RaceDayFuelling } from '@shared/schemas/race-day';
import { raceDuration } from './format';
import { RaceDaySection } from './race-day-section';
import { localDecimal } from '../../../../lib/numbers';

function Figure({ value, unit, label }: { value: number; unit: string; label: string }) {
  return (
    <div className="rounded-xl bg-surface-2/60 p-3 text-center print:border print:border-black print:bg-transparent">
      <p className="text-2xl font-bold tabular-nums">
        {value}
        <span className="ml-1 text-sm font-semibold text-muted">{unit}</span>
      </p>
      <p className="text-xs text-muted">{label}</p>
    </div>
  );
}

export function FuellingSection({ fuelling, temperatureC }: { fuelling: RaceDayFuelling; temperatureC: number }) {
  const { t, i18n } = useTranslation();
  return (
    <RaceDaySection icon={CupSoda} title={t('raceDay.fuelling.title')} testId="race-day-fuelling">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure
          value={fuelling.carbsPerHour}
          unit={t('raceDay.fuelling.gPerHour')}
          label={t('raceDay.fuelling.carbs')}
        />
        <Figure
          value={fuelling.fluidMlPerHour}
          unit={t('raceDay.fuelling.mlPerHour')}
          label={t('raceDay.fuelling.fluid')}
        />
        <Figure
          value={fuelling.sodiumMgPerHour}
          unit={t('raceDay.fuelling.mgPerHour')}
          label={t('raceDay.fuelling.sodium')}
        />
      </div>
      <p className="mt-3 text-sm text-muted">
        {t('raceDay.fuelling.totals', {
          time: raceDuration(fuelling.fuelledMinutes),
          carbs: fuelling.totals.carbsG,
          fluid: localDecimal((fuelling.totals.fluidMl / 1000).toFixed(1), i18n.resolvedLanguage),
          sodium: fuelling.totals.sodiumMg,
          temperature: temperatureC,
        })}
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        {fuelling.advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </RaceDaySection>
  );
}
