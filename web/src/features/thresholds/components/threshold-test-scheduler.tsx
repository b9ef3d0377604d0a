import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ThresholdTest } from '@shared/schemas/threshold-api';
import { THRESHOLD_TESTS } from '@shared/schemas/threshold-names';
import { addDays, dayMonth, localDay } from '@shared/calendar/days';
import { weekdayOf } from '@shared/calendar/weekdays';
import { weekLabel } from '@shared/weeks/dates';
import { useActiveWeek } from '../../weeks';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorStatus, errorText } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useScheduleThresholdTest } from '../api/thresholds';
import { ThresholdTestResult } from './threshold-test-result';

/** 'Schedule a test': one of the three short tests as a workout on a day of the current week, and its result typed in. */
export function ThresholdTestScheduler() {
  const { t } = useTranslation();
  const schedule = useScheduleThresholdTest();
  const [test, setTest] = useState<ThresholdTest>('run30');
  const activeWeek = useActiveWeek();
  const week = activeWeek.data?.status === 'ready' ? activeWeek.data : null;
  const [chosen, setDay] = useState<string | null>(null);
  // Today when it lies in the current week, else the week's first day (a week that starts next Monday).
  const day = chosen ?? (week ? defaultTestDay(week.firstDay, localDay(new Date())) : localDay(new Date()));
  const range = week ? weekLabel(week.firstDay) : null;
  const status = schedule.error ? errorStatus(schedule.error) : null;
  const failure = schedule.error
    ? status === 409
      ? t('thresholds.test.noWeek')
      : status === 400 && range
        ? t('thresholds.test.outsideWeek', range)
        : errorText(schedule.error)
    : null;
  const dayLabel = (iso: string) => `${t(`workouts.weekdays.${weekdayOf(iso)}`)} ${dayMonth(iso)}`;

  return (
    <div className="space-y-3" data-testid="threshold-test">
      <div role="radiogroup" aria-label={t('thresholds.test.which')} className="grid gap-2 sm:grid-cols-3">
        {THRESHOLD_TESTS.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={test === option}
            onClick={() => setTest(option)}
            className={cn(
              'rounded-2xl border p-3 text-left text-sm transition',
              test === option ? 'border-primary bg-ember-500/10' : 'border-line hover:bg-surface-2',
            )}
            data-testid={`test-${option}`}
          >
            <span className="block font-semibold">{t(`thresholds.test.options.${option}.title`)}</span>
            <span className="mt-0.5 block text-muted">{t(`thresholds.test.options.${option}.text`)}</span>
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <FormField label={t('thresholds.test.day')}>
            <Input
              type="date"
              value={day}
              min={week?.firstDay}
              max={week ? addDays(week.firstDay, 6) : undefined}
              onChange={(e) => setDay(e.target.value)}
              data-testid="test-day"
            />
          </FormField>
          {range && <p className="mt-1 text-xs text-muted">{t('thresholds.test.weekRange', range)}</p>}
        </div>
        <Button
          onClick={() => schedule.mutate({ test, day })}
          disabled={schedule.isPending || !day}
          data-testid="test-schedule"
        >
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {t('thresholds.test.schedule')}
        </Button>
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
          data-testid="test-error"
        >
          {failure}
        </p>
      )}
      {schedule.data && !schedule.isPending && (
        <p role="status" className="text-sm" data-testid="test-scheduled">
          {t('thresholds.test.scheduled', {
            name: schedule.data.workout.workoutDetails.workoutName,
            day: schedule.data.workout.day ? dayLabel(schedule.data.workout.day) : '',
          })}{' '}
          <Link
            to={`/modal/workout-details/${schedule.data.workout.id}`}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {t('thresholds.test.open')}
          </Link>
        </p>
      )}
      <ThresholdTestResult test={test} />
    </div>
  );
}

/** The test's default day: today inside the current week, else the week's first day. */
export function defaultTestDay(firstDay: string, today: string): string {
  return today >= firstDay && today <= addDays(firstDay, 6) ? today : firstDay;
}
