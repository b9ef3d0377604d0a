// What other features may use from onboarding; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { latestFitnessQueryOptions } from './api/latest-fitness';
