import type { ReplanSession } from './types';

/**
 * The week's key sessions: the long session (the longest swim, ride or run) and the main quality session (the hard
 * session with the most load besides it). Everything else is filler, dropped first when the week must shrink.
 */
export function keySessions(sessions: readonly ReplanSession[]): { long: string | null; quality: string | null } {
  const endurance = sessions.filter((s) => s.sport !== 'STRENGTH_TRAINING');
  const long = endurance.reduce<ReplanSession | null>(
    (best, s) => (!best || s.minutes > best.minutes ? s : best),
    null,
  );
  const quality = endurance
    .filter((s) => s.hard && s.id !== long?.id)
    .reduce<ReplanSession | null>((best, s) => (!best || s.load > best.load ? s : best), null);
  return { long: long?.id ?? null, quality: quality?.id ?? null };
}
