import { logger } from '../../lib/logger';
import type { PushInbox } from './push-inbox';
import type { PushService } from './push-service';
import type { ParkedGarminRepository } from './parked-repository';

/** A push that failed this often is parked for an operator (the admin console lists it, with a redrive). */
export const MAX_PUSH_ATTEMPTS = 5;
const PER_RUN = 50;

/** Processes the stored pushes oldest first; a failure is kept (attempts, lastError) and retried next run, then parked. */
export async function runPushInbox(
  inbox: PushInbox,
  service: PushService,
  parked: Pick<ParkedGarminRepository, 'parkPush'>,
  now: () => string,
): Promise<{ processed: number; failed: number; parked: number }> {
  let processed = 0;
  let failed = 0;
  let parkedNow = 0;
  for (const push of await inbox.oldest(PER_RUN)) {
    // Pushes that ran out of attempts before parking existed are parked on sight.
    if (push.attempts >= MAX_PUSH_ATTEMPTS) {
      await parked.parkPush(push, push.lastError ?? 'Failed too often', now());
      parkedNow += 1;
      continue;
    }
    try {
      const body = JSON.parse(push.body) as never;
      if (push.kind === 'activities') await service.activities(body);
      else if (push.kind === 'dailies' || push.kind === 'sleeps' || push.kind === 'hrv')
        await service.health(push.kind, body, push.receivedAt);
      else if (push.kind === 'deregistrations') await service.deregistrations(body);
      else await service.permissions(body);
      await inbox.done(push);
      processed += 1;
    } catch (error) {
      const message = (error as Error).message;
      failed += 1;
      if (push.attempts + 1 >= MAX_PUSH_ATTEMPTS) {
        logger.error('A Garmin push failed after its retries; it is parked for the admin console', {
          id: push.id,
          kind: push.kind,
          error: message,
        });
        await parked.parkPush({ ...push, attempts: push.attempts + 1 }, message, now());
        parkedNow += 1;
      } else {
        logger.warn('A Garmin push could not be processed; it will be retried', {
          id: push.id,
          kind: push.kind,
          error: message,
        });
        await inbox.failed(push, message);
      }
    }
  }
  return { processed, failed, parked: parkedNow };
}
