import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import { addDays, localDay } from '@shared/calendar/days';
import { athleteWithPlan, e2eApi, generatedWeek, moveWeek } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'intervals' }, (s) => {
  stack = s.stack;
  page = s.page;
});

const row = (id: string) => page.locator(`[data-testid="workout-row"][data-workout-id="${id}"]`);

/** An intervals.icu account made on the fake's calendar page, as a person would: its athlete id and API key read off the page. */
async function intervalsAccount(): Promise<{ athleteId: string; apiKey: string }> {
  await page.goto(`${stack.url}/sandbox/intervals/calendar`);
  await page.getByRole('button', { name: 'Create an athlete' }).click();
  const athleteId = /Created (\S+)/.exec((await page.getByRole('status').textContent()) ?? '')?.[1];
  expect(athleteId, 'the calendar page names the athlete it created').toBeTruthy();
  const card = page
    .getByTestId('intervals-athlete')
    .filter({ has: page.getByTestId('athlete-id').getByText(athleteId!, { exact: true }) });
  const apiKey = (await card.getByTestId('api-key').textContent())!.trim();
  expect(apiKey.length).toBeGreaterThan(10);
  return { athleteId: athleteId!, apiKey };
}

/**
 * An athlete whose week ends today (the fake records a session on its planned day, and intervals.icu's activities
 * are read up to tomorrow) connects intervals.icu in Settings, finds the week on the intervals.icu calendar, records
 * a session there and sees the workout completed on the dashboard once the local sync job has read it.
 */
async function connectsAndCompletesOnIntervals(viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  const email = `intervals-${viewport.width}-${Date.now()}@example.test`;
  const { getJson } = e2eApi(page, stack);
  const { planId } = await athleteWithPlan(page, stack, { email });
  await generatedWeek(page, stack, planId);
  const today = localDay(new Date());
  expect(await moveWeek(stack, email, addDays(today, -6))).toContain('Moved the active week');
  const week = await getJson<WeekView>('/api/weeks/active');
  const planned = (await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`)).filter((w) => w.day);
  // A past endurance session (its day has come by every clock), recorded for as long as it was planned.
  const workout = planned
    .filter((w) => w.day! < today && w.workoutDetails.sport !== 'STRENGTH_TRAINING')
    .sort((a, b) => a.day!.localeCompare(b.day!))[0];
  expect(workout, 'the week has a past swim, bike or run').toBeDefined();
  const minutes = Math.max(1, Math.round(workout!.workoutDetails.estimatedDurationInSecs / 60));

  // Before: the workout is planned, not done.
  await page.goto(`${stack.url}/dashboard`);
  await row(workout!.id).waitFor({ timeout: 30_000 });
  expect(await row(workout!.id).getAttribute('data-status')).toBe('pending');

  // Settings > Watch & devices: the intervals.icu card takes the athlete id and API key.
  const account = await intervalsAccount();
  await page.goto(`${stack.url}/settings/watch`);
  const status = page.getByTestId('intervals-status');
  await expect.poll(() => status.textContent()).toBe('Not connected');
  await page.getByLabel('Athlete id').fill(account.athleteId);
  await page.getByLabel('API key').fill(account.apiKey);
  await page.getByRole('button', { name: 'Connect intervals.icu' }).click();
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe(`Connected as ${account.athleteId}`);
  await page.getByText('intervals.icu connected: your weeks are on its calendar.').first().waitFor();
  // The key is never shown again: the form is gone and the page does not hold it.
  expect(await page.getByTestId('intervals-connect-form').count()).toBe(0);
  expect(await page.content()).not.toContain(account.apiKey);
  await expect.poll(() => page.getByText(`${planned.length} planned workouts`).count(), { timeout: 30_000 }).toBe(1);

  // The intervals.icu calendar (linked from the card) shows every planned workout of the week, by our workout id.
  const calendar = await page.getByTestId('intervals-calendar-link').getAttribute('href');
  expect(calendar).toContain('/sandbox/intervals/calendar');
  await page.goto(calendar!);
  const card = page
    .getByTestId('intervals-athlete')
    .filter({ has: page.getByTestId('athlete-id').getByText(account.athleteId, { exact: true }) });
  const events = card.getByTestId('intervals-event');
  await expect
    .poll(
      async () => {
        await page.reload();
        return events.count();
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toBe(planned.length);
  const shown = await events.allTextContents();
  for (const w of planned)
    expect(
      shown.some((text) => text.includes(`external_id ${w.id}`) && text.includes(w.workoutDetails.workoutName)),
      `${w.workoutDetails.workoutName} on the calendar`,
    ).toBe(true);

  // Recorded there: "Record this workout" on the planned event.
  const event = events.filter({ hasText: `external_id ${workout!.id}` });
  await event.getByLabel('Minutes').fill(String(minutes));
  await event.getByRole('button', { name: 'Record this workout' }).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toBe(`Recorded: ${workout!.workoutDetails.workoutName}`);
  expect(
    await card
      .getByTestId('intervals-event')
      .filter({ hasText: `external_id ${workout!.id}` })
      .getByText('Recorded', { exact: true })
      .count(),
  ).toBe(1);

  // The sync job reads intervals.icu's activities every INTERVALS_POLL_SECONDS (10 s locally): the workout completes.
  await expect
    .poll(async () => (await getJson<WorkoutView>(`/api/workouts/${workout!.id}`)).isCompleted, {
      timeout: 60_000,
      interval: 1_000,
    })
    .toBe(true);
  const activities = await getJson<Array<{ id: string; source: string }>>(
    `/api/activities?from=${workout!.day}&to=${workout!.day}`,
  );
  expect(activities.filter((a) => a.source === 'intervals')).toHaveLength(1);
  await page.goto(`${stack.url}/dashboard`);
  await row(workout!.id).waitFor({ timeout: 30_000 });
  await expect.poll(() => row(workout!.id).getAttribute('data-status'), { timeout: 10_000 }).toBe('completed');
  // Only the recorded session: the other past ones are still to report.
  const others = planned.filter((w) => w.id !== workout!.id);
  for (const w of others)
    expect(await row(w.id).getAttribute('data-status'), `${w.workoutDetails.workoutName} untouched`).toBe('pending');
}

describe('intervals.icu in Chromium, on the fake intervals.icu', { timeout: 240_000 }, () => {
  it('on a phone: connects in Settings, sees the week on the intervals.icu calendar, records a session there and sees the workout completed', async () => {
    await connectsAndCompletesOnIntervals({ width: 390, height: 844 });
  });

  it('on a desktop: the same journey', async () => {
    await connectsAndCompletesOnIntervals({ width: 1280, height: 800 });
  });
});
