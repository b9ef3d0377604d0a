import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { e2eApi, inDays, moveWeek } from '../support/e2e-athlete';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
  page = browser.page;
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.stop()]);
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
    const { send, getJson, taskCompleted } = e2eApi(page, stack);
    const email = `strava-${Date.now()}@example.test`;
    await send('post', '/api/register', { email, password: 'secret-123' });
    await send('patch', '/api/user', { name: 'Ola' });

    // Onboarding step 2: Strava's authorize page, Authorize, and back to onboarding with Strava connected.
    await page.goto(`${stack.url}/onboarding`);
    await page.getByTestId('onboarding-strava').click();
    await page.waitForURL('**/oauth/authorize**');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL('**/onboarding');
    await expect.poll(async () => (await getJson<{ onboardingStatus: string }>('/api/user')).onboardingStatus, { timeout: 10_000 }).toBe('2');
    expect(await getJson('/api/strava')).toMatchObject({ connected: true, athleteName: 'Local Athlete', missingScopes: [] });

    // The rest of onboarding through the API the screens call, then the first week, moved to end today so that
    // its past days can be recorded (an activity cannot be dated in the future).
    await send('post', '/api/user/fitness', { swimLevel: 50, bikeLevel: 55, runLevel: 60 });
    const plan = await send('post', '/api/plans', { primaryGoal: { name: 'Gdynia 70.3', date: inDays(120), type: 'half' }, secondaryGoals: [], workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], workoutsPerWeek: 6, trainingPreferences: '', personalDescription: '' });
    await taskCompleted(`/api/plans/status/${plan.sessionId}`);
    const week = await send('post', '/api/weeks', { trainingStyle: 'classic', requirementsPrompt: '', trainingPlanId: plan.planId });
    await taskCompleted(`/api/weeks/status/${week.sessionId}`);
    expect(await moveWeek(stack, email, inDays(-6))).toContain('Moved the active week');
    const workouts = await getJson<PlannedWorkout[]>(`/api/weeks/${week.weekId}/workouts`);
    const target = workouts.find((w) => w.day && w.day < inDays(0) && !w.isCompleted && STRAVA_SPORT[w.workoutDetails.sport]);
    expect(target, 'a past run, ride or swim in the moved week').toBeDefined();

    // Settings links to the fake Strava's "Record an activity" page (locally); record that workout's session there.
    await page.goto(`${stack.url}/settings/watch`);
    const recordUrl = await page.getByTestId('strava-record-link').getAttribute('href');
    await page.goto(recordUrl!);
    await page.getByLabel('Sport').selectOption(STRAVA_SPORT[target!.workoutDetails.sport]!);
    await page.getByLabel('Start (local time)').fill(`${target!.day}T10:00`);
    await page.getByLabel('Duration (minutes)').fill(String(Math.max(1, Math.round(target!.workoutDetails.estimatedDurationInSecs / 60))));
    await page.getByLabel('Average heart rate (bpm, optional)').fill('142');
    await page.getByRole('button', { name: 'Save activity' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('sent to the app');

    // The strava-events job (every few seconds locally) fetches it; then the dashboard shows the workout completed.
    const completed = async () => (await getJson<PlannedWorkout[]>(`/api/weeks/${week.weekId}/workouts`)).find((w) => w.id === target!.id)?.isCompleted;
    await expect.poll(completed, { timeout: 30_000, interval: 500 }).toBe(true);
    const activities = await getJson<Array<{ id: string; source: string; matchedWorkoutId?: string }>>(`/api/activities?from=${target!.day}&to=${target!.day}`);
    expect(activities).toEqual([expect.objectContaining({ id: expect.stringMatching(/^strava-\d+$/), source: 'strava', matchedWorkoutId: target!.id })]);
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('workout-list').waitFor();
    await expect.poll(() => page.locator(`[data-testid="workout-row"][data-workout-id="${target!.id}"]`).getAttribute('data-status'), { timeout: 10_000 }).toBe('completed');
  });
});
