import { describe, expect, it } from 'vitest';
import {
  ThresholdsChangedError,
  type ThresholdRepository,
} from '../../../functions/modules/thresholds/threshold-repository';
import { createThresholdService } from '../../../functions/modules/thresholds/threshold-service';
import { HttpError } from '../../../functions/lib/errors';
import { emptyThresholds, type ThresholdsView } from '@shared/schemas/thresholds';

/** An in-memory repository with the same conditional write: put succeeds only over the view that was read. */
function memory(onPut: () => Promise<void> = async () => {}): ThresholdRepository & { stored: ThresholdsView } {
  const repo = {
    stored: emptyThresholds(),
    async get() {
      return structuredClone(repo.stored);
    },
    async put(_userId: string, view: ThresholdsView & { updatedAt: string }, seen: string | null) {
      await onPut();
      if (repo.stored.updatedAt !== seen) throw new ThresholdsChangedError('changed');
      repo.stored = structuredClone(view);
    },
  };
  return repo;
}

let tick = 0;
const clock = () => new Date(Date.UTC(2026, 10, 25, 8, 0, tick++));

describe('saving thresholds', () => {
  it('a write that lost a race reads again and is checked against the winner', async () => {
    let pause: (() => void) | null = null;
    let first = true;
    const repo = memory(async () => {
      // The first writer stalls after reading; the second one writes meanwhile.
      if (first) {
        first = false;
        await new Promise<void>((resolve) => (pause = resolve));
      }
    });
    const service = createThresholdService({ thresholds: repo, clock });
    const slow = service.save('u', { thresholdHr: 185 });
    await new Promise((r) => setTimeout(r, 0));
    await service.save('u', { maxHr: 180 });
    pause!();
    await expect(slow).rejects.toMatchObject({
      statusCode: 400,
      message: 'Threshold heart rate (185 bpm) must be below max heart rate (180 bpm)',
    });
    expect(repo.stored).toMatchObject({ maxHr: 180, thresholdHr: null });
  });

  it('gives up with a 409 when the item keeps changing', async () => {
    const repo = memory(async () => {
      repo.stored = { ...repo.stored, updatedAt: `moved-${tick++}` };
    });
    const error = await createThresholdService({ thresholds: repo, clock })
      .save('u', { ftp: 250 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409 });
  });
});
