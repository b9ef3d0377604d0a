import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WorkoutView } from '@shared/schemas/weeks';
import { isHardWorkout } from '@shared/training/intensity';
import { athleteWithPlan, e2eApi, generatedWeek, inDays, moveWeek } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'readiness' }, (s) => {
  stack = s.stack;
  page = s.page;
});
const fine = { sleep: 4, fatigue: 4, soreness: 4, stress: 4, motivation: 4 };

/** A new athlete (signed in in the page) whose week is moved so that today holds a hard session, with 3 normal mornings before. */
async function athleteWithIntervalsToday(email: string): Promise<{ weekId: string; hard: WorkoutView }> {
  const { planId } = await athleteWithPlan(page, stack, { email });
  const { weekId } = await generatedWeek(page, stack, planId);
  const api = e2eApi(page, stack);
  const week = await api.getJson<{ firstDay: string }>('/api/weeks/active');
  const workouts = await api.getJson<WorkoutView[]>(`/api/weeks/${weekId}/workouts`);
  const hard = workouts.find((w) => w.day && isHardWorkout(w.workoutDetails))!;
  expect(hard, 'the week has a hard session').toBeTruthy();
  const offset = Math.round((Date.parse(hard.day!) - Date.parse(week.firstDay)) / 86_400_000);
  expect(await moveWeek(stack, email, inDays(-offset))).toContain('Moved the active week');
  for (const days of [3, 2, 1]) await api.send('put', '/api/readiness/check-in', { date: inDays(-days), ...fine });
  return { weekId, hard };
}

/** A poor morning in the dashboard's check-in, then Accept on the proposal; answers what became of today's session. */
async function poorMorningAccepted(hard: WorkoutView): Promise<WorkoutView> {
  await page.goto(`${stack.url}/dashboard`);
  const card = page.getByTestId('readiness');
  await card.getByTestId('check-in-form').waitFor();
  for (const [item, value] of Object.entries({ sleep: 1, fatigue: 2, soreness: 2, stress: 3, motivation: 3 }))
    await card.getByTestId(`check-in-${item}-${value}`).click();
  await card.getByTestId('check-in-save').click();
  await expect.poll(() => card.getByTestId('readiness-reading').getAttribute('data-verdict')).toBe('rest');
  const proposal = card.getByTestId('readiness-proposal');
  expect(await proposal.textContent()).toContain(hard.workoutDetails.workoutName);
  expect(await proposal.textContent()).toMatch(/Why: poor sleep, tiredness, and sore muscles\./);
  const kind = await proposal.getAttribute('data-kind');
  await proposal.getByTestId('readiness-accept').click();
  await card.getByTestId('readiness-decision').waitFor();
  const after = await e2eApi(page, stack).getJson<WorkoutView>(`/api/workouts/${hard.id}`);
  if (kind === 'swap') expect(after.day! > inDays(0)).toBe(true);
  else expect(isHardWorkout(after.workoutDetails)).toBe(false);
  return after;
}

describe('the daily readiness check in Chromium', { timeout: 240_000 }, () => {
  it("on a desktop: a poor check-in swaps or eases today's intervals, and the week board shows it", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { hard } = await athleteWithIntervalsToday(`readiness-desktop-${Date.now()}@example.test`);
    const after = await poorMorningAccepted(hard);
    await page.goto(`${stack.url}/week`);
    const name = after.workoutDetails.workoutName;
    await page.getByText(name, { exact: false }).first().waitFor();
  });

  it('on a phone: the same, and the check-in can be skipped for the day', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { hard } = await athleteWithIntervalsToday(`readiness-phone-${Date.now()}@example.test`);
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('check-in-skip').click();
    await expect.poll(() => page.getByTestId('readiness').count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem('tricoach.readiness.skipped'));
    await poorMorningAccepted(hard);
  });
});
