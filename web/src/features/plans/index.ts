// What other features may use from plans; they import nothing else of it (eslint: import-x/no-restricted-paths).
export { eventTypesQueryOptions, useEventTypes } from './api/get-event-types';
export { planWeeksQueryOptions, usePlanWeeks } from './api/get-plan-weeks';
export { activePlanOf, type Plan, PLANS_KEY, plansQueryOptions, useActivePlan, usePlans } from './api/get-plans';
export { useSendSuggestion } from './api/send-suggestion';
export { GoalsWizard } from './components/goals-wizard';
export { OnboardingPlanProgress } from './components/onboarding-plan-progress';
export { PhaseDetails } from './components/phase-details';
export { PhaseList } from './components/strategy/phase-list';
export { RaceDayLink } from './components/strategy/race-day-link';
export { StrategySection } from './components/strategy/strategy-section';
export { VolumeTable } from './components/strategy/volume-table';
export { enGbDate, phaseWeeks } from './lib/plan-dates';
export { formatDistance } from './lib/plan-format';
export { byWeek, phaseForComingMonday, readOverview, showsPlanner, type TrainingPhase } from './lib/plan-overview';
export { phaseName } from './lib/overview-text';
export { useOverview } from './lib/use-overview';
export { progressPercentage, weeksRemaining } from './lib/plan-progress';
