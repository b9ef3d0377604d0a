import { logger } from '../../lib/logger';
import type { PushInbox } from './push-inbox';
import type { PushService } from './push-service';

/** A push that failed this often stays in the inbox with its error, for an operator to look at. */
export const MAX_PUSH_ATTEMPTS = 5;
const PER_RUN = 50;

/** Processes the stored pushes oldest first; a failure is kept (attempts, lastError) and retried next run. */
export async function runPushInbox(inbox: PushInbox, service: PushService): Promise<{ processed: number; failed: number }> {
  let processed = 0;
  let failed = 0;
  for (const push of await inbox.oldest(PER_RUN)) {
    if (push.attempts >= MAX_PUSH_ATTEMPTS) continue;
    try {
      const body = JSON.parse(push.body) as never;
      if (push.kind === 'activities') await service.activities(body);
      else if (push.kind === 'deregistrations') await service.deregistrations(body);
      else await service.permissions(body);
      await inbox.done(push);
      processed += 1;
    } catch (error) {
      logger.warn('A Garmin push could not be processed; it will be retried', { id: push.id, kind: push.kind, error: (error as Error).message });
      await inbox.failed(push, (error as Error).message);
      failed += 1;
    }
  }
  return { processed, failed };
}
