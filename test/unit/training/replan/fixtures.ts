import type { ReplanChange, ReplanSession } from '@shared/training/replan';

/** A Monday: the week of 2026-03-02 .. 2026-03-08. */
export const MONDAY = '2026-03-02';
export const day = (offset: number) => `2026-03-${String(2 + offset).padStart(2, '0')}`;

export const session = (id: string, offset: number, over: Partial<ReplanSession> = {}): ReplanSession => ({
  id,
  day: day(offset),
  sport: 'RUNNING',
  minutes: 45,
  hard: false,
  load: 45,
  status: 'planned',
  ...over,
});

/** The sessions after the changes: moved ones on their new day, shortened ones shorter (load pro rata), dropped ones gone. */
export function applied(sessions: readonly ReplanSession[], changes: readonly ReplanChange[]): ReplanSession[] {
  const byId = new Map(changes.map((c) => [c.workoutId, c]));
  return sessions.flatMap((s) => {
    const change = byId.get(s.id);
    if (!change) return [s];
    if (change.kind === 'drop') return [];
    if (change.kind === 'shorten')
      return [{ ...s, minutes: change.minutes, load: (s.load * change.minutes) / s.minutes }];
    return [{ ...s, day: change.to, status: 'planned' as const }];
  });
}
