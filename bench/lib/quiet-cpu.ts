import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total CPU time of the whole machine so far (Linux /proc/stat, in clock ticks). */
function cpuTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine has been mostly idle for one sample (under `maxBusy` of its CPU over `sampleMs`), at most
 * `timeoutMs`; returns how busy the last sample was. Lighthouse's simulated throttling multiplies the main-thread
 * time it observes, so a measurement taken while the local stack is still settling (DynamoDB Local's JIT, the workers
 * finishing the bench athlete's tasks) scores the machine's load, not the page.
 */
export async function waitForQuietCpu({ maxBusy = 0.15, sampleMs = 1000, timeoutMs = 30_000 } = {}): Promise<number> {
  if (!existsSync('/proc/stat')) return 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = cpuTicks();
    await sleep(sampleMs);
    const after = cpuTicks();
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (busy <= maxBusy || Date.now() >= deadline) return busy;
  }
}
