import type { RaceSport } from '@shared/schemas/race-day';
import { dateTimeFormat } from '../../../../lib/intl';

/** Race durations as "5h 12min" / "48 min". */
export function raceDuration(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest === 0 ? `${h}h` : `${h}h ${String(rest).padStart(2, '0')}min`;
}

export function legDistance(sport: RaceSport, distance: number): string {
  return sport === 'swim' ? `${Math.round(distance)} m` : `${Math.round(distance * 10) / 10} km`;
}

/** A date (YYYY-MM-DD) in the page's language, independent of the browser's time zone. */
export function longDay(day: string, lang: string): string {
  return dateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function generatedOn(iso: string, lang: string): string {
  return dateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
