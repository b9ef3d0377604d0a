import { Plus, Trash2 } from 'lucide-react';
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
import { SettingsSection } from './settings-section';

const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A Monday, to name the weekdays in the athlete's language. */
const dayName = (weekday: Weekday, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
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
  const [draft, setDraft] = useState<Blackout>({ from: '', to: '', note: '' });
  const draftInvalid = Boolean(draft.from && draft.to && draft.to < draft.from);

  const addBlackout = () => {
    if (!draft.from || draftInvalid) return;
    setBlackouts([
      ...blackouts,
      { from: draft.from, to: draft.to || draft.from, ...(draft.note?.trim() ? { note: draft.note.trim() } : {}) },
    ]);
    setDraft({ from: '', to: '', note: '' });
  };

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
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
          <label className="text-sm">
            <span className="mb-1 block text-muted">{t('availability.from')}</span>
            <Input
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
              data-testid="blackout-from"
            />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-muted">{t('availability.to')}</span>
            <Input
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
              aria-invalid={draftInvalid}
              data-testid="blackout-to"
            />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-muted">{t('availability.note')}</span>
            <Input
              value={draft.note ?? ''}
              maxLength={120}
              placeholder={t('availability.notePlaceholder')}
              onChange={(e) => setDraft({ ...draft, note: e.target.value })}
              data-testid="blackout-note"
            />
          </label>
          <Button
            type="button"
            variant="outline"
            onClick={addBlackout}
            disabled={!draft.from || draftInvalid}
            data-testid="blackout-add"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('availability.addBlackout')}
          </Button>
        </div>
        {draftInvalid && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t('availability.invalidRange')}
          </p>
        )}
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
