import type { WeekView } from '@shared/schemas/weeks';

/** The week with its number in the plan (the weeks list's order) and the first kept week after it, if any. */
export function weekAndNext(
  weeks: readonly WeekView[],
  weekId: string,
): { week: WeekView; number: number; next: WeekView | undefined } | null {
  const index = weeks.findIndex((w) => w.id === weekId);
  if (index < 0) return null;
  const week = weeks[index]!;
  const next = weeks
    .filter((w) => !w.deleted && w.firstDay > week.firstDay)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay))[0];
  return { week, number: index + 1, next };
}
