// What other features may use from intervals; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { useConnectIntervals, useDisconnectIntervals, useIntervalsStatus } from './api/intervals';
