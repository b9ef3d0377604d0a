import type { AppEnv } from '../../lib/env';
import { createIntervalsClient } from './client';
import type { IntervalsClient } from './port';

export type { IntervalsActivity, IntervalsClient, IntervalsCredentials, IntervalsEvent } from './port';
export { IntervalsHttpError } from './port';

/** intervals.icu at the configured URL (intervals.icu in the cloud, the local stack's fake locally). */
export function intervalsClientFromEnv(config: Pick<AppEnv, 'INTERVALS_API_URL'>): IntervalsClient {
  return createIntervalsClient({ apiUrl: config.INTERVALS_API_URL });
}
