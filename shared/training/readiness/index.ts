export * from './types';
export { CHECK_IN_ITEMS, type CheckInItem } from './check-in';
export { hrvTrend, type HrvTrend } from './hrv';
export { restingHrTrend, type RestingHrTrend } from './resting-hr';
export { MIN_BASELINE_DAYS, readinessOn } from './reading';
export { proposalFor, type Proposal, type ProposalKind, type ProposalWorkout } from './proposal';
