import { addDays } from '@shared/calendar/days';

/** The ranges the screen offers: the plan so far (the server's default), or the last N weeks. */
export const RANGES = ['plan', '12w', '26w', '52w'] as const;
export type RangeKey = (typeof RANGES)[number];

const WEEKS: Record<Exclude<RangeKey, 'plan'>, number> = { '12w': 12, '26w': 26, '52w': 52 };

export function rangeFrom(key: RangeKey, today: string): string | null {
  return key === 'plan' ? null : addDays(today, -(WEEKS[key] * 7 - 1));
}
