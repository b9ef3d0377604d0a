/** The en-US short weekday of a YYYY-MM-DD day ("Mon"), whatever the browser's locale or time zone. */
export function shortWeekday(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
}

/** The en-US long weekday ("Monday"). */
export function longWeekday(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
}

/** Seconds as whole minutes. */
export const minutes = (seconds: number) => Math.round(seconds / 60);
