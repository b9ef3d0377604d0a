/**
 * The athlete's way in, step by step. The stored and public `onboardingStatus` is the step's position ('0' to '5');
 * code names the step and the move, never the digit.
 */
export const ONBOARDING_STEPS = ['profile', 'watch', 'fitness', 'goals', 'planGenerating', 'done'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type OnboardingStatus = '0' | '1' | '2' | '3' | '4' | '5';

/** The steps with a screen of their own, in order (the progress bar's steps). */
export const ONBOARDING_SCREENS = ['profile', 'watch', 'fitness', 'goals'] as const satisfies readonly OnboardingStep[];
export type OnboardingScreen = (typeof ONBOARDING_SCREENS)[number];

export function onboardingStatus(step: OnboardingStep): OnboardingStatus {
  return String(ONBOARDING_STEPS.indexOf(step)) as OnboardingStatus;
}

/** The step a stored status names; anything unknown starts at the beginning. */
export function onboardingStepOf(status: string | undefined): OnboardingStep {
  return ONBOARDING_STEPS[Number(status)] ?? 'profile';
}

/** Whether the athlete has not reached `step` yet. */
export function onboardingBefore(status: string | undefined, step: OnboardingStep): boolean {
  return ONBOARDING_STEPS.indexOf(onboardingStepOf(status)) < ONBOARDING_STEPS.indexOf(step);
}

/** Every way onboarding moves, from one step to the next (or back, when the plan fails). */
export const ONBOARDING_MOVES = {
  named: { from: 'profile', to: 'watch' },
  watchChosen: { from: 'watch', to: 'fitness' },
  fitnessSaved: { from: 'fitness', to: 'goals' },
  planRequested: { from: 'goals', to: 'planGenerating' },
  planReady: { from: 'planGenerating', to: 'done' },
  planFailed: { from: 'planGenerating', to: 'goals' },
} as const satisfies Record<string, { from: OnboardingStep; to: OnboardingStep }>;
export type OnboardingMove = keyof typeof ONBOARDING_MOVES;
