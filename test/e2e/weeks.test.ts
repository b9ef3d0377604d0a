import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { athleteWithPlan, generatedWeek, moveWeek, simulateActivity } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'weeks' }, (s) => {
  stack = s.stack;
  page = s.page;
});

/**
 * Each test signs up its own athlete (the page then holds their session) with a ready plan, set up through the API
 * the onboarding screens call; `withWeek` also generates a classic week, so a test can run alone.
 */
async function athlete(name: string, { withWeek }: { withWeek: boolean }): Promise<{ email: string }> {
  const email = `weeks-${name}-${Date.now()}@example.test`;
  const { planId } = await athleteWithPlan(page, stack, { email });
  if (withWeek) await generatedWeek(page, stack, planId);
  return { email };
}

/** The dashboard with the active week's workouts listed. */
async function weekOnDashboard() {
  await page.goto(`${stack.url}/dashboard`);
  await page.getByTestId('workout-list').waitFor();
}

async function activeWeek() {
  return (await page.request.get(`${stack.url}/api/weeks/active`)).json();
}

async function weekWorkouts(weekId: string) {
  return (await page.request.get(`${stack.url}/api/weeks/${weekId}/workouts`)).json() as Promise<
    Array<{
      id: string;
      day: string | null;
      isCompleted: boolean;
      workoutDetails: { sport: string; estimatedDurationInSecs: number };
    }>
  >;
}

describe('weeks and workouts in Chromium', () => {
  it('creates a week from the dashboard for a credit', async () => {
    await athlete('create', { withWeek: false });
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('next-week-planner').waitFor();
    expect(await page.getByTestId('next-week-label').textContent()).toMatch(/^\d{2}\/\d{2} - \d{2}\/\d{2}$/);
    await page.getByTestId('style-classic').click();
    await page.getByLabel('Requirements for this week').fill('Long ride on Saturday');
    await page.getByRole('button', { name: 'Create week' }).click();
    await page.getByTestId('workout-list').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('next-week-planner').count()).toBe(0);
    const rows = page.getByTestId('workout-row');
    expect(await rows.count()).toBeGreaterThan(3);
    // en-US short weekday labels.
    expect(await rows.first().textContent()).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\d{2}/);
    const user = await (await page.request.get(`${stack.url}/api/user`)).json();
    expect(user.credits).toBe(0);
  });

  it('opens a workout, assigns it to a day, modifies and saves it', async () => {
    await athlete('modify', { withWeek: true });
    await weekOnDashboard();
    await page.getByTestId('workout-link').first().click();
    await page.waitForURL('**/modal/workout-details/*');
    await page.getByTestId('workout-details').waitFor();
    expect(await page.getByTestId('workout-step').count()).toBeGreaterThan(0);
    const id = page.url().split('/').pop()!;

    await page.getByTestId('assign').click();
    await page.getByText('Please select a day first', { exact: true }).waitFor();
    await page.getByTestId('assign-day').click();
    await page.getByRole('option', { name: /^Friday/ }).click();
    await page.getByTestId('assign').click();
    // Like the board, it asks first when Friday puts two hard sessions side by side.
    const assignedToast = page.getByText('Workout successfully assigned to Friday', { exact: true });
    await Promise.race([
      assignedToast.waitFor(),
      page
        .getByTestId('move-anyway')
        .click({ timeout: 5_000 })
        .catch(() => undefined),
    ]);
    await assignedToast.waitFor();
    const assigned = await (await page.request.get(`${stack.url}/api/workouts/${id}`)).json();
    const week = await activeWeek();
    expect(new Date(`${assigned.day}T00:00:00Z`).getUTCDay()).toBe(5);
    expect(assigned.day >= week.firstDay && assigned.day <= addDays(week.firstDay, 6)).toBe(true);

    await page.getByTestId('modify').click();
    await page.getByText('Please enter a modification request', { exact: true }).waitFor();
    await page.getByTestId('modify-prompt').fill('20 minutes shorter');
    await page.getByTestId('modify').click();
    await page.getByTestId('modified-workout').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('save-modified').textContent()).toContain('Save and send to Garmin');
    await page.getByTestId('save-modified').click();
    await page.waitForURL('**/dashboard');
    const saved = await (await page.request.get(`${stack.url}/api/workouts/${id}`)).json();
    expect(saved.workoutDetails.estimatedDurationInSecs).toBeLessThan(assigned.workoutDetails.estimatedDurationInSecs);
  });

  it('deletes a workout after the confirmation', async () => {
    await athlete('delete', { withWeek: true });
    await weekOnDashboard();
    const week = await activeWeek();
    const before = await weekWorkouts(week.id);
    await page.getByTestId('workout-link').last().click();
    await page.getByTestId('delete-workout-button').click();
    await page
      .getByText(
        'This will permanently delete this workout from your library and from Garmin. This action cannot be undone.',
      )
      .waitFor();
    await page.getByTestId('confirm-delete-workout').click();
    await page.waitForURL('**/dashboard');
    expect(await weekWorkouts(week.id)).toHaveLength(before.length - 1);
  });

  it('switches the week to flow (irreversible) and generates a workout', async () => {
    await athlete('flow', { withWeek: true });
    await page.goto(`${stack.url}/modal/week-settings`);
    await page.getByTestId('switch-to-flow-button').click();
    await page.getByText(/This will change your training style from Classic to flow mode/).waitFor();
    await page.getByTestId('confirm-flow').click();
    await page.getByText('Successfully switched to flow mode', { exact: true }).waitFor();
    await page.getByTestId('week-style').filter({ hasText: 'Flow' }).waitFor();
    expect(await page.getByTestId('switch-to-flow').count()).toBe(0);

    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('generate-new-workout').click();
    await page.waitForURL('**/modal/flow-workout');
    expect(await page.getByTestId('flow-generate').isDisabled()).toBe(true);
    expect(await page.getByTestId('flow-prompt').getAttribute('placeholder')).toBe('I have 1h for run...');
    await page.getByTestId('discipline-RUNNING').click();
    await page.getByTestId('flow-generate').click();
    await page
      .getByTestId('flow-result')
      .waitFor({ timeout: 40_000 })
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\nPage: ${await page.locator('body').innerText()}\nStack: ${stack.output().slice(-3000)}`,
        );
      });
    expect(await page.getByTestId('flow-workout-summary').textContent()).toContain('Run');
    const before = (await (await page.request.get(`${stack.url}/api/workouts/flow`)).json()).length;
    await page.getByTestId('flow-send').click();
    // No watch is connected here: the workout is saved to the week and the send is reported as failed.
    await page.getByText('Failed to send workout to Garmin', { exact: true }).waitFor();
    expect((await (await page.request.get(`${stack.url}/api/workouts/flow`)).json()).length).toBe(before + 1);
  });

  it('lives the week through simulated activities and summarises it', async () => {
    const { email } = await athlete('summary', { withWeek: true });
    // The server offers the summary from the week's last day: the CLI moves the week so that it ends today.
    expect(await moveWeek(stack, email, addDays(new Date().toISOString().slice(0, 10), -6))).toContain(
      'Moved the active week',
    );
    const week = await activeWeek();
    // A workout assigned to a weekday may sit before the week (the next such day from today): take one inside it.
    const workouts = (await weekWorkouts(week.id)).filter(
      (w) => w.day && w.day >= week.firstDay && w.day <= addDays(week.firstDay, 6),
    );
    const first = workouts[0]!;
    const sport = first.workoutDetails.sport;
    expect(
      await simulateActivity(
        stack,
        email,
        sport,
        first.day!,
        Math.round(first.workoutDetails.estimatedDurationInSecs / 60),
      ),
    ).toContain('it completed workout');
    expect((await (await page.request.get(`${stack.url}/api/workouts/${first.id}`)).json()).isCompleted).toBe(true);

    // The screen offers the summary from firstDay + 6 by the browser's local day, whatever this machine's time zone.
    await page.clock.install({ time: new Date(`${addDays(week.firstDay, 6)}T12:00:00`) });
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('activity-row').first().waitFor();
    expect(await page.getByTestId('activity-row').count()).toBe(1);
    const done = page.locator('[data-testid="workout-row"][data-status="completed"]');
    await done.first().waitFor();
    expect(await done.count()).toBe(1);
    await done.getByTestId('ai-note').click();
    await page
      .getByTestId('note-dialog-ai')
      .getByText(/Completed by/)
      .waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('summarize-week').click();
    // "What did you do this week?" comes first: the completed workout is ticked already.
    await page
      .getByTestId('week-check-in')
      .locator('[data-testid="check-in-row"][data-outcome="done"]')
      .first()
      .waitFor();
    await page.getByTestId('check-in-summarize').click();
    await page.getByRole('button', { name: 'Summarizing...' }).waitFor();
    await page.getByText('Week has been summarized', { exact: true }).waitFor({ timeout: 60_000 });
    // The result first, on the closed week's page; from there the planner for the next week.
    await page.getByTestId('past-week-summary').waitFor();
    await page.getByTestId('plan-next-week').click();
    await page.getByTestId('next-week-planner').waitFor();
    expect(await activeWeek()).toBeNull();
  });
});
