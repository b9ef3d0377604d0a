import { localDecimal } from '../../../lib/numbers';

/** Distance is in m for swimming, otherwise km with 1 decimal (a decimal comma in Polish). */
export function formatDistance(sport: 'swim' | 'bike' | 'run', value: number, lang?: string): string {
  return sport === 'swim' ? `${Math.round(value)} m` : `${localDecimal(value.toFixed(1), lang)} km`;
}

/** Weekly volume minutes as "4h 30m" / "45m". */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
