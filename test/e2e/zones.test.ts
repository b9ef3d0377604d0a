import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { athleteWithPlan, e2eApi, generatedWeek, inDays, simulateActivity } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
let workouts: Array<{
  id: string;
  workoutDetails: {
    sport: string;
    steps: Array<{ type: string; targetType?: string; steps?: Array<{ targetType: string }> }>;
  };
}>;
useE2eSession({ name: 'zones' }, (s) => {
  stack = s.stack;
  page = s.page;
});
const email = `zones-${Date.now()}@example.test`;

beforeAll(async () => {
  const { planId } = await athleteWithPlan(page, stack, { email });
  const { weekId } = await generatedWeek(page, stack, planId);
  workouts = await e2eApi(page, stack).getJson(`/api/weeks/${weekId}/workouts`);
  // A hard 40-minute 10 km as the watch would record it, through the CLI the README names.
  const stdout = await simulateActivity(stack, email, 'RUNNING', inDays(-8), 40, [
    '--distance-km',
    '10',
    '--avg-hr',
    '168',
    '--max-hr',
    '186',
  ]);
  expect(stdout).toContain('Recorded RUNNING');
});

describe('zones and thresholds in Chromium', () => {
  it('estimates from the recorded run, accepts threshold HR, and the workouts show bpm', async () => {
    await page.goto(`${stack.url}/settings/zones`);
    await page.getByTestId('threshold-estimate').click();
    const thresholdHr = page.getByTestId('estimate-thresholdHr');
    await expect.poll(() => thresholdHr.textContent()).toContain('168 bpm');
    expect(await page.getByTestId('estimate-runThresholdPace').textContent()).toContain('4:06 min/km');
    await page.getByTestId('accept-thresholdHr').click();
    await expect.poll(() => page.getByTestId('threshold-thresholdHr').inputValue()).toBe('168');

    const withHr = workouts.find((w) =>
      w.workoutDetails.steps.some(
        (s) => s.targetType === 'HEART_RATE' || s.steps?.some((c) => c.targetType === 'HEART_RATE'),
      ),
    )!;
    await page.goto(`${stack.url}/modal/workout-details/${withHr.id}`);
    await expect
      .poll(() => page.getByTestId('step-target').allTextContents(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^Z\d · \d{2,3}–\d{2,3} bpm/)]));
  });
});
