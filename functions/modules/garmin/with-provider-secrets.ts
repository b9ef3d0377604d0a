import type { WatchSender } from '../workouts/watch-sender';

const ready = () => import('../../lib/secrets').then(({ loadProviderSecrets }) => loadProviderSecrets());

/** The sender, once the provider secrets are read (once per cold start; locally they are in the environment). */
export function withProviderSecrets(sender: WatchSender): WatchSender {
  return {
    send: async (...args) => (await ready(), sender.send(...args)),
    remove: async (...args) => (await ready(), sender.remove(...args)),
  };
}
