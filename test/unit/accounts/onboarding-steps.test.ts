import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_MOVES,
  ONBOARDING_STEPS,
  onboardingBefore,
  onboardingStatus,
  onboardingStepOf,
} from '@shared/onboarding/steps';

describe('named onboarding steps', () => {
  it("keep the stored and public digits '0' to '5', in order", () => {
    expect(ONBOARDING_STEPS.map(onboardingStatus)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(['0', '1', '2', '3', '4', '5'].map(onboardingStepOf)).toEqual([
      'profile',
      'watch',
      'fitness',
      'goals',
      'planGenerating',
      'done',
    ]);
  });

  it('start an unknown status at the beginning', () => {
    for (const status of ['garbage', '', '6', '-1', '2.5', undefined]) expect(onboardingStepOf(status)).toBe('profile');
  });

  it('say whether a step is still ahead (a watch connected during onboarding returns there)', () => {
    expect(onboardingBefore('1', 'fitness')).toBe(true);
    expect(onboardingBefore('2', 'fitness')).toBe(false);
    expect(onboardingBefore('5', 'fitness')).toBe(false);
  });

  it('move forward one step at a time, and back to the goals only when the plan fails', () => {
    const index = (step: (typeof ONBOARDING_STEPS)[number]) => ONBOARDING_STEPS.indexOf(step);
    for (const [move, { from, to }] of Object.entries(ONBOARDING_MOVES)) {
      if (move === 'planFailed') expect([from, to]).toEqual(['planGenerating', 'goals']);
      else expect(index(to) - index(from), move).toBe(1);
    }
  });
});
