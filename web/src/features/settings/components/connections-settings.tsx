import { useQueryClient } from '@tanstack/react-query';
import { useModuleAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { RENDER_DATA_WAIT_MS, settledWithin } from '../../../lib/settled-within';
import { useIntervalsStatus } from '../../intervals';
import { activitiesQueryOptions } from '../../logging';
import { stravaStatusQueryOptions } from '../../strava';
import { IntervalsSettings } from './intervals-settings';
import { WatchSettings } from './watch-settings';

/**
 * Settings > Connections. Garmin and intervals.icu (what a phone shows first) paint first; Strava, the upload panel
 * and the uploaded activities, below them, are a separate chunk rendered after that paint with their own reads
 * (started with the chunk): the first screen downloads, evaluates and renders only what it shows.
 */
export function ConnectionsSettings() {
  const client = useQueryClient();
  const intervals = useIntervalsStatus();
  const rest = useModuleAfterFirstPaint(!intervals.isPending, () => {
    const reads = Promise.all([
      client.prefetchQuery(stravaStatusQueryOptions()),
      client.prefetchQuery(activitiesQueryOptions()),
    ]);
    return Promise.all([import('./connections-rest'), settledWithin(reads, RENDER_DATA_WAIT_MS)]).then(
      ([loaded]) => loaded,
    );
  });
  return (
    <div className="space-y-6">
      <WatchSettings />
      <IntervalsSettings />
      {rest && <rest.ConnectionsRest />}
    </div>
  );
}
