import { logger } from '../../lib/logger';
import type { GarminModule } from './compose';

/** Gives up telling Garmin after this many tries; the row stays, with its error, for an operator to see. */
export const MAX_DEREGISTRATION_ATTEMPTS = 10;

/**
 * Drains garmin_deregistrations: for each athlete who disconnected or deleted their account, tells Garmin to delete
 * the user registration. A failure is kept on the row (attempts, lastError) and tried again on the next run.
 */
export async function runDeregistrations(
  garmin: Pick<GarminModule, 'connections' | 'access' | 'client'>,
): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  for (const row of await garmin.connections.pendingDeregistrations()) {
    if (row.attempts >= MAX_DEREGISTRATION_ATTEMPTS) continue;
    try {
      const connection = {
        userId: row.userId,
        garminUserId: row.garminUserId,
        tokens: row.tokens,
        permissions: [],
        connectedAt: row.createdAt,
        lastActivityAt: null,
      };
      await garmin.access().withToken(connection, (token) => garmin.client().deleteRegistration(token));
      await garmin.connections.deregistrationDone(row);
      done += 1;
    } catch (error) {
      const message = (error as Error).message;
      // A 401 after a refresh means Garmin already forgot the registration: nothing left to delete.
      if ((error as { status?: number }).status === 401) {
        await garmin.connections.deregistrationDone(row);
        done += 1;
        continue;
      }
      logger.warn('Garmin deregistration failed; it will be retried', { id: row.id, error: message });
      await garmin.connections.deregistrationFailed(row, message);
      failed += 1;
    }
  }
  return { done, failed };
}
