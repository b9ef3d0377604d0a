import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RaceDayTaperWeek } from '@shared/schemas/race-day';
import { longDay, raceDuration } from './format';
import { RaceDaySection } from './race-day-section';

export function TaperSection({ weeks }: { weeks: RaceDayTaperWeek[] }) {
  const { t, i18n } = useTranslation();
  if (weeks.length === 0) return null;
  return (
    <RaceDaySection icon={CalendarClock} title={t('raceDay.taper.title')} testId="race-day-taper">
      <div className="space-y-4">
        {weeks.map((week) => (
          <div key={week.week} className="break-inside-avoid">
            <h3 className="font-bold">
              {t('raceDay.taper.week', { n: week.week, phase: week.phase })}
              <span className="ml-2 text-sm font-normal text-muted">
                {t('raceDay.taper.total', { time: raceDuration(week.totalMinutes) })}
              </span>
            </h3>
            <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
              {week.sessions.map((s) => (
                <li key={`${s.day}-${s.name}`} className="grid grid-cols-[5.5rem_1fr] gap-x-3 px-3 py-2 text-sm">
                  <span className="font-semibold">{longDay(s.day, i18n.language)}</span>
                  <span>
                    <span className="font-semibold">{s.name}</span>
                    <span className="block text-muted">{s.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </RaceDaySection>
  );
}
