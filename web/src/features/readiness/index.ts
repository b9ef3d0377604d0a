// What other features may use from readiness; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { readinessQueryOptions } from './api/readiness';
export { ReadinessCard } from './components/readiness-card';
