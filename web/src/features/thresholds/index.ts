// What other features may use from thresholds; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { useThresholds } from './api/thresholds';
export { ThresholdEstimates } from './components/threshold-estimates';
export { ThresholdForm } from './components/threshold-form';
export { ThresholdTestScheduler } from './components/threshold-test-scheduler';
