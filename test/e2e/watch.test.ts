import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generatedWeek, grantCredits, inDays, moveWeek, planAfterWatchStep, signUp } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'watch' }, (s) => {
  stack = s.stack;
  page = s.page;
});

async function api(method: 'post' | 'patch' | 'delete', path: string, data?: unknown) {
  const res = await page.request[method](`${stack.url}${path}`, { data });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return res.json().catch(() => null);
}

const getJson = async <T>(path: string) => (await (await page.request.get(`${stack.url}${path}`)).json()) as T;
type Workout = {
  id: string;
  day: string | null;
  garminSyncStatus: string | null;
  workoutDetails: { workoutName: string };
};
const workoutsOf = (weekId: string) => getJson<Workout[]>(`/api/weeks/${weekId}/workouts`);

/** The workouts on the fake Garmin's watch calendar, as the athlete sees that page. */
async function calendarRows(calendar: string): Promise<number> {
  await page.goto(calendar);
  return page.getByTestId('watch-workout').count();
}

describe('the watch loop in Chromium, on the fake Garmin', () => {
  it('connects in onboarding, the new week reaches the watch by itself and follows a move and a delete, a workout is completed there; turned off, the next week is not sent', async () => {
    const email = `watch-${Date.now()}@example.test`;
    await signUp(page, stack, email);

    // Onboarding step 2: Garmin's consent page, Allow, and back to onboarding with the watch connected.
    await page.goto(`${stack.url}/onboarding`);
    await page.getByRole('link', { name: 'Connect Garmin' }).click();
    await page.waitForURL('**/sandbox/garmin/oauth2Confirm**');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL('**/onboarding');
    await expect
      .poll(async () => (await (await page.request.get(`${stack.url}/api/user`)).json()).onboardingStatus, {
        timeout: 10_000,
      })
      .toBe('2');
    expect((await (await page.request.get(`${stack.url}/api/garmin`)).json()).connected).toBe(true);

    // The rest of onboarding through the API the screens call, then the first week from the dashboard.
    await planAfterWatchStep(page, stack, { workoutsPerWeek: 6 });
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('style-classic').click();
    await page.getByRole('button', { name: 'Create week' }).click();
    await page.getByTestId('workout-list').waitFor({ timeout: 60_000 });

    // Nobody presses send: the new week's workouts appear on the watch calendar by themselves (the setting is on).
    const week = await getJson<{ id: string; trainingPlanId: string }>('/api/weeks/active');
    const due = (await workoutsOf(week.id)).filter((w) => w.day && w.day >= inDays(0));
    expect(due.length).toBeGreaterThan(2);
    await page.goto(`${stack.url}/settings/watch`);
    expect(await page.getByTestId('watch-auto-send').getAttribute('aria-checked')).toBe('true');
    const calendar = (await page.getByTestId('watch-calendar-link').getAttribute('href'))!;
    await expect.poll(() => calendarRows(calendar), { timeout: 40_000, interval: 2_000 }).toBe(due.length);
    for (const w of due)
      expect(
        await page
          .getByTestId('watch-workout')
          .filter({ hasText: w.workoutDetails.workoutName.slice(0, 80) })
          .count(),
      ).toBeGreaterThan(0);

    // The fake watch completes a workout only once its day has come: the week is moved to end today, and on the
    // watch it moves too.
    expect(await moveWeek(stack, email, inDays(-6))).toContain('Moved the active week');
    await expect
      .poll(async () => (await workoutsOf(week.id)).every((w) => w.garminSyncStatus !== 'sending'), {
        timeout: 40_000,
        interval: 1_000,
      })
      .toBe(true);
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('workout-list').waitFor();

    // Send the first workout with a day to the watch.
    const row = page.getByTestId('workout-row').first();
    await row.getByTestId('workout-link').click();
    await page.getByTestId('workout-details').waitFor();
    const workoutId = new URL(page.url()).pathname.split('/').pop()!;
    const name = (await getJson<Workout>(`/api/workouts/${workoutId}`)).workoutDetails.workoutName.slice(0, 80);
    // It is on the watch already (the move), so the badge says so before this send is done: the toast is its answer.
    await page.getByTestId('watch-send').click();
    await page.getByText('Workout sent to your Garmin calendar').first().waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('watch-sync-status').textContent()).toContain('On the watch');

    // The watch calendar (linked from settings) has it; complete it there.
    await page.goto(calendar);
    await page.getByTestId('watch-workout').first().waitFor();
    await page
      .getByTestId('watch-workout')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Complete this workout' })
      .first()
      .click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toContain('Activity sent to Tricoach');

    // The push job records the activity within seconds; then the dashboard shows the workout completed.
    const completed = async () =>
      (
        (await (await page.request.get(`${stack.url}/api/weeks/${week.id}/workouts`)).json()) as Array<{
          isCompleted: boolean;
        }>
      ).some((w) => w.isCompleted);
    await expect.poll(completed, { timeout: 20_000, interval: 500 }).toBe(true);
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('workout-list').waitFor();
    await expect
      .poll(() => page.getByTestId('workout-row').first().getAttribute('data-status'), { timeout: 10_000 })
      .toBe('completed');
    expect(name.length).toBeGreaterThan(0);

    // Deleting the week takes its workouts off the watch (the completed one stays there, done).
    await api('delete', `/api/weeks/${week.id}`);
    await expect.poll(() => calendarRows(calendar), { timeout: 40_000, interval: 2_000 }).toBe(1);

    // Turned off in Settings: the next week stays off the watch.
    await page.goto(`${stack.url}/settings/watch`);
    await page.getByTestId('watch-auto-send').click();
    await expect.poll(() => page.getByTestId('watch-auto-send').getAttribute('aria-checked')).toBe('false');
    // The switch flips at once and stays disabled while the save is in flight; once it is enabled again the setting is stored.
    await expect.poll(() => page.getByTestId('watch-auto-send').isEnabled()).toBe(true);
    await expect
      .poll(
        async () =>
          (await getJson<{ settings: { sendNewWeeksToWatch: boolean } }>('/api/user')).settings.sendNewWeeksToWatch,
      )
      .toBe(false);
    await grantCredits(page, stack, email, 1);
    const next = await generatedWeek(page, stack, week.trainingPlanId);
    const nextWorkouts = await workoutsOf(next.weekId);
    expect(nextWorkouts.length).toBeGreaterThan(2);
    expect(nextWorkouts.every((w) => w.garminSyncStatus === null)).toBe(true);
    // The send job runs every 10 s locally: two runs later the watch still has only the completed workout.
    await page.waitForTimeout(21_000);
    expect(await calendarRows(calendar)).toBe(1);
  }, 300_000);
});
