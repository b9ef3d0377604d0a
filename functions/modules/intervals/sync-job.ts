import type { AthleteSync, SyncOutcome } from './athlete-sync';
import type { IntervalsConnectionRepository } from './connection-repository';

/** intervals.icu allows about 10 calls a second per address: the job leaves this long between athletes. */
const PACE_MS = 250;
const PER_RUN = 100;

/**
 * The scheduled sync: the connections checked longest ago first, one after another, paced; each athlete's changed
 * workouts go out and, when due, their activities come in. One athlete's failure (429, a bad key) is theirs alone.
 */
export async function runIntervalsSync(deps: {
  connections: IntervalsConnectionRepository;
  sync: AthleteSync;
  paceMs?: number;
  limit?: number;
}): Promise<Record<SyncOutcome, number>> {
  const counts: Record<SyncOutcome, number> = { synced: 0, skipped: 0, busy: 0, 'key-rejected': 0, failed: 0 };
  const pace = deps.paceMs ?? PACE_MS;
  for (const connection of await deps.connections.leastRecentlyChecked(deps.limit ?? PER_RUN)) {
    const outcome = await deps.sync.run(connection);
    counts[outcome] += 1;
    if (outcome !== 'skipped' && pace > 0) await new Promise((resolve) => setTimeout(resolve, pace));
  }
  return counts;
}
