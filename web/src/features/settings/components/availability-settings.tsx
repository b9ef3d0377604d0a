import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityView, Blackout } from '@shared/schemas/availability';
import type { Weekday } from '@shared/schemas/training';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useAvailability, useSaveAvailability } from '../../weeks';
import { BlackoutRangeForm } from './blackout-range-form';
import { SettingsSection } from './settings-section';
import { dateTimeFormat } from '../../../lib/intl';

const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A Monday, to name the weekdays in the athlete's language. */
const dayName = (weekday: Weekday, lang: string) =>
  dateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday))),
  );

function WeekdayChecks({
  legend,
  hint,
  value,
  onChange,
  testId,
}: {
  legend: string;
  hint?: string;
  value: Weekday[];
  onChange: (days: Weekday[]) => void;
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <fieldset data-testid={testId}>
      <legend className="font-semibold">{legend}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {WEEKDAYS.map((d) => (
          <label key={d} className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={value.includes(d)}
              onChange={(e) => onChange(e.target.checked ? [...value, d] : value.filter((x) => x !== d))}
              data-testid={`${testId}-${d}`}
            />
            {dayName(d, i18n.language)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AvailabilityForm({ view }: { view: AvailabilityView }) {
  const { t, i18n } = useTranslation();
  const save = useSaveAvailability();
  const [minutes, setMinutes] = useState<Partial<Record<Weekday, string>>>(
    Object.fromEntries(Object.entries(view.minutesByWeekday).map(([d, m]) => [d, String(m)])),
  );
  const [twoSessionDays, setTwoSessionDays] = useState(view.twoSessionDays);
  const [poolDays, setPoolDays] = useState(view.poolDays);
  const [blackouts, setBlackouts] = useState<Blackout[]>(view.blackouts);

  const submit = () => {
    const minutesByWeekday = Object.fromEntries(
      Object.entries(minutes)
        .filter(([, m]) => m !== undefined && m.trim() !== '')
        .map(([d, m]) => [d, Number(m)]),
    );
    save.mutate(
      { minutesByWeekday, twoSessionDays, poolDays, blackouts },
      {
        onSuccess: () => toast({ title: t('availability.saved') }),
        onError: (error) => toast({ variant: 'destructive', title: errorText(error) }),
      },
    );
  };

  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="availability-form"
    >
      <fieldset>
        <legend className="font-semibold">{t('availability.minutesTitle')}</legend>
        <p className="text-sm text-muted">{t('availability.minutesHint')}</p>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {WEEKDAYS.map((d) => (
            <label key={d} className="text-sm">
              <span className="mb-1 block text-muted">{dayName(d, i18n.language)}</span>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={720}
                step={5}
                value={minutes[d] ?? ''}
                onChange={(e) => setMinutes({ ...minutes, [d]: e.target.value })}
                aria-label={t('availability.minutesLabel', { day: dayName(d, i18n.language) })}
                data-testid={`availability-minutes-${d}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <WeekdayChecks
        legend={t('availability.twoSessionsTitle')}
        value={twoSessionDays}
        onChange={setTwoSessionDays}
        testId="availability-two"
      />
      <WeekdayChecks
        legend={t('availability.poolTitle')}
        hint={t('availability.poolHint')}
        value={poolDays}
        onChange={setPoolDays}
        testId="availability-pool"
      />
      <fieldset>
        <legend className="font-semibold">{t('availability.blackoutsTitle')}</legend>
        <p className="text-sm text-muted">{t('availability.blackoutsHint')}</p>
        <ul className="mt-2 divide-y divide-line" data-testid="availability-blackouts">
          {blackouts.length === 0 && <li className="py-2 text-sm text-muted">{t('availability.noBlackouts')}</li>}
          {blackouts.map((b, i) => (
            <li
              key={`${b.from}-${b.to}-${i}`}
              className="flex items-center justify-between gap-3 py-2 text-sm"
              data-testid="availability-blackout"
            >
              <span>
                {b.from} – {b.to}
                {b.note ? <span className="text-muted"> · {b.note}</span> : null}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setBlackouts(blackouts.filter((_, j) => j !== i))}
                aria-label={t('availability.removeBlackout', { from: b.from, to: b.to })}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <BlackoutRangeForm onAdd={(blackout) => setBlackouts([...blackouts, blackout])} />
      </fieldset>
      <Button type="submit" disabled={save.isPending} data-testid="availability-save">
        {t('availability.save')}
      </Button>
    </form>
  );
}

/** Settings > Availability: minutes per weekday, two-session and pool days, blackout dates. */
export function AvailabilitySettings() {
  const { t } = useTranslation();
  const availability = useAvailability();
  return (
    <SettingsSection title={t('availability.title')} description={t('availability.lead')}>
      {availability.isPending ? (
        <div className="flex min-h-[36rem] justify-center pt-10">
          <Spinner />
        </div>
      ) : availability.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(availability.error)}
        </p>
      ) : (
        <AvailabilityForm key={availability.data.updatedAt ?? 'none'} view={availability.data} />
      )}
    </SettingsSection>
  );
}
