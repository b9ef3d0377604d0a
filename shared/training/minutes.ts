/** A duration as the plan texts write it: "45 min", "1h30", "2h". */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const r = m % 60;
  return r ? `${h}h${String(r).padStart(2, '0')}` : `${h}h`;
}

/** Minutes as hours rounded to the half hour, as the plan's strategy quotes them. */
export const halfHours = (minutes: number) => Math.round((minutes / 60) * 2) / 2;
