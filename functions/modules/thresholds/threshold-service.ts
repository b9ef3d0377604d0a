import { THRESHOLD_NAMES } from '@shared/schemas/threshold-names';
import type { ThresholdName, ThresholdSource, ThresholdsView } from '@shared/schemas/thresholds';
import type { SaveThresholdsBody } from '@shared/schemas/threshold-api';
import { badRequest, conflict } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { ThresholdsChangedError, type ThresholdRepository } from './threshold-repository';

/** Two writers at once: read again and merge over what the other one stored, this many times before giving up. */
const SAVE_ATTEMPTS = 3;

export interface ThresholdServiceDeps {
  thresholds: ThresholdRepository;
  clock: Clock;
}

/** GET and PUT of the athlete's thresholds: a partial update merged over the stored values, null clears one. */
export function createThresholdService({ thresholds, clock }: ThresholdServiceDeps) {
  return {
    get: (userId: string) => thresholds.get(userId),

    async save(userId: string, body: SaveThresholdsBody): Promise<ThresholdsView> {
      for (let attempt = 1; ; attempt++) {
        const stored = await thresholds.get(userId);
        const next = merge(stored, body, clock().toISOString());
        checkPair(next, body);
        try {
          await thresholds.put(userId, next, stored.updatedAt);
          return next;
        } catch (error) {
          if (!(error instanceof ThresholdsChangedError)) throw error;
          if (attempt >= SAVE_ATTEMPTS) throw conflict('Your thresholds were changed at the same time; try again.');
        }
      }
    },
  };
}

function merge(stored: ThresholdsView, body: SaveThresholdsBody, now: string): ThresholdsView & { updatedAt: string } {
  const next: ThresholdsView & { updatedAt: string } = { ...stored, sources: { ...stored.sources }, updatedAt: now };
  for (const name of THRESHOLD_NAMES) {
    const value = body[name];
    if (value === undefined) continue;
    next[name] = value;
    if (value === null) delete next.sources[name];
    else next.sources[name] = body.sources?.[name] ?? ('manual' satisfies ThresholdSource);
  }
  return next;
}

/** Threshold HR sits below max HR: checked on the merged pair, so a value sent alone is checked against the stored one. */
function checkPair(next: ThresholdsView, body: SaveThresholdsBody): void {
  if (next.maxHr === null || next.thresholdHr === null || next.thresholdHr < next.maxHr) return;
  const sent: ThresholdName = body.thresholdHr !== undefined ? 'thresholdHr' : 'maxHr';
  const message = `Threshold heart rate (${next.thresholdHr} bpm) must be below max heart rate (${next.maxHr} bpm)`;
  throw badRequest(message, [{ path: sent, message }]);
}

export type ThresholdService = ReturnType<typeof createThresholdService>;
