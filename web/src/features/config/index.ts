// What other features may use from config; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { useSignupsOpen } from './api/get-accepting-signups';
export { useJoinBeta } from './api/join-beta';
export { useSubscribeNewsletter } from './api/subscribe-newsletter';
