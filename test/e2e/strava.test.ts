import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eApi, generatedWeek, inDays, moveWeek, planAfterWatchStep, signUp } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'strava' }, (s) => {
  stack = s.stack;
  page = s.page;
});

interface PlannedWorkout {
  id: string;
  day: string | null;
  isCompleted: boolean;
  workoutDetails: { sport: string; estimatedDurationInSecs: number };
}

/** The fake Strava's sport for each of ours (Strava's sport_type names). */
const STRAVA_SPORT: Record<string, string> = { RUNNING: 'Run', CYCLING: 'Ride', SWIMMING: 'Swim' };

describe('Strava in Chromium, on the fake Strava', () => {
  it('connects in onboarding, records an activity on Strava and sees the planned workout completed', async () => {
    const { getJson } = e2eApi(page, stack);
    const email = `strava-${Date.now()}@example.test`;
    await signUp(page, stack, email);

    // Onboarding step 2: Strava's authorize page, Authorize, and back to onboarding with Strava connected.
    await page.goto(`${stack.url}/onboarding`);
    await page.getByTestId('onboarding-strava').click();
    await page.waitForURL('**/oauth/authorize**');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL('**/onboarding');
    await expect
      .poll(async () => (await getJson<{ onboardingStatus: string }>('/api/user')).onboardingStatus, {
        timeout: 10_000,
      })
      .toBe('2');
    expect(await getJson('/api/strava')).toMatchObject({
      connected: true,
      athleteName: 'Local Athlete',
      missingScopes: [],
    });

    // The rest of onboarding through the API the screens call, then the first week, moved to end today so that
    // its past days can be recorded (an activity cannot be dated in the future).
    const { planId } = await planAfterWatchStep(page, stack, { workoutsPerWeek: 6 });
    const week = await generatedWeek(page, stack, planId);
    expect(await moveWeek(stack, email, inDays(-6))).toContain('Moved the active week');
    const workouts = await getJson<PlannedWorkout[]>(`/api/weeks/${week.weekId}/workouts`);
    const target = workouts.find(
      (w) => w.day && w.day < inDays(0) && !w.isCompleted && STRAVA_SPORT[w.workoutDetails.sport],
    );
    expect(target, 'a past run, ride or swim in the moved week').toBeDefined();

    // Settings links to the fake Strava's "Record an activity" page (locally); record that workout's session there.
    await page.goto(`${stack.url}/settings/watch`);
    const recordUrl = await page.getByTestId('strava-record-link').getAttribute('href');
    await page.goto(recordUrl!);
    await page.getByLabel('Sport').selectOption(STRAVA_SPORT[target!.workoutDetails.sport]!);
    await page.getByLabel('Start (local time)').fill(`${target!.day}T10:00`);
    await page
      .getByLabel('Duration (minutes)')
      .fill(String(Math.max(1, Math.round(target!.workoutDetails.estimatedDurationInSecs / 60))));
    await page.getByLabel('Average heart rate (bpm, optional)').fill('142');
    await page.getByRole('button', { name: 'Save activity' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('sent to the app');

    // The strava-events job (every few seconds locally) fetches it; then the dashboard shows the workout completed.
    const completed = async () =>
      (await getJson<PlannedWorkout[]>(`/api/weeks/${week.weekId}/workouts`)).find((w) => w.id === target!.id)
        ?.isCompleted;
    await expect.poll(completed, { timeout: 30_000, interval: 500 }).toBe(true);
    const activities = await getJson<Array<{ id: string; source: string; matchedWorkoutId?: string }>>(
      `/api/activities?from=${target!.day}&to=${target!.day}`,
    );
    expect(activities).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^strava-\d+$/),
        source: 'strava',
        matchedWorkoutId: target!.id,
      }),
    ]);
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('workout-list').waitFor();
    await expect
      .poll(
        () => page.locator(`[data-testid="workout-row"][data-workout-id="${target!.id}"]`).getAttribute('data-status'),
        { timeout: 10_000 },
      )
      .toBe('completed');
  });
});
