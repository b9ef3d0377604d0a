import type { ChatStatusView } from '@shared/schemas/chat';

/** Seed 000 section 9: both chats poll every second, at most 30 times; a non-OK answer counts as an attempt. */
export const POLL_INTERVAL_MS = 1000;
export const POLL_MAX_ATTEMPTS = 30;

export class PollFailed extends Error {}
export class PollTimedOut extends Error {}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until the status is completed; 'failed' aborts (PollFailed), 30 attempts without it time out (PollTimedOut). */
export async function pollStatus(
  fetchStatus: () => Promise<ChatStatusView>,
  { intervalMs = POLL_INTERVAL_MS, maxAttempts = POLL_MAX_ATTEMPTS, sleep = wait }: { intervalMs?: number; maxAttempts?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<ChatStatusView> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    await sleep(intervalMs);
    let status: ChatStatusView;
    try {
      status = await fetchStatus();
    } catch {
      continue;
    }
    if (status.completed) return status;
    if (status.status === 'failed') throw new PollFailed(status.error ?? 'failed');
  }
  throw new PollTimedOut('timed out');
}
