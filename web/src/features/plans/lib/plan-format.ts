/** Distance is in m for swimming, otherwise km with 1 decimal. */
export function formatDistance(sport: 'swim' | 'bike' | 'run', value: number): string {
  return sport === 'swim' ? `${Math.round(value)} m` : `${value.toFixed(1)} km`;
}

/** Weekly volume minutes as "4h 30m" / "45m". */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
