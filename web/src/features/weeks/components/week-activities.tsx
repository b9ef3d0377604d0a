import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addDays, localDay } from '@shared/calendar/days';
import { distance } from '@shared/weeks/workout-display';
import { ActivityButtons, useActivities } from '../../logging';
import { minutes, shortWeekday } from '../../../lib/weekday-labels';
import { SportIcon } from '../../../components/sport-icon';
import { localDecimal } from '../../../lib/numbers';

/** Activities recorded from firstDay 00:00 to firstDay + 6 23:59:59 (local), with the ways to log or upload one. */
export function WeekActivities({ firstDay }: { firstDay: string }) {
  const { t, i18n } = useTranslation();
  const activities = useActivities();
  if (activities.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('weeks.activities.fetchFailed')}
      </p>
    );
  const last = addDays(firstDay, 6);
  const inWeek = (activities.data ?? []).filter((a) => {
    const day = localDay(new Date(a.startTime));
    return day >= firstDay && day <= last;
  });
  return (
    <section aria-labelledby="week-activities-title" data-testid="week-activities">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="week-activities-title" className="flex items-center gap-2 text-sm font-semibold">
          <Activity className="h-4 w-4 text-accent" aria-hidden="true" />
          {t('weeks.activities.title')}
        </h3>
        <ActivityButtons />
      </div>
      {inWeek.length === 0 && !activities.isPending && (
        <p
          className="rounded-xl border border-dashed border-line p-3 text-sm text-muted"
          data-testid="no-week-activities"
        >
          {t('weeks.activities.empty')}
        </p>
      )}
      <ul className="space-y-2">
        {inWeek.map((a) => {
          const day = localDay(new Date(a.startTime));
          const dist = a.distanceInMeters ? distance(a.distanceInMeters, a.activityType) : null;
          return (
            <li
              key={a.id}
              className="flex items-center gap-3 rounded-xl bg-surface-2/60 p-3"
              data-testid="activity-row"
            >
              <SportIcon sport={a.activityType} className="h-9 w-9" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">
                  {a.activitySummary?.activityName || a.description}
                </span>
                <span className="block text-xs text-muted">
                  {shortWeekday(day, t)} · {t('weeks.workouts.minutes', { count: minutes(a.durationInSeconds) })}
                  {dist ? ` · ${localDecimal(dist.value, i18n.resolvedLanguage)} ${dist.unit}` : ''}
                  {a.source === 'manual' || a.source === 'upload' ? ` · ${t(`logging.sources.${a.source}`)}` : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
