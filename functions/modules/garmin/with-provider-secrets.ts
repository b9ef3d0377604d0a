import type { WatchSender } from '../workouts/watch-sender';

const ready = () => import('../../lib/secrets').then(({ loadProviderSecrets }) => loadProviderSecrets(['garmin']));

/** The sender, once the Garmin secret is read (on first use, then per its TTL; locally it is in the environment). */
export function withProviderSecrets(sender: WatchSender): WatchSender {
  return {
    send: async (...args) => (await ready(), sender.send(...args)),
    remove: async (...args) => (await ready(), sender.remove(...args)),
  };
}
