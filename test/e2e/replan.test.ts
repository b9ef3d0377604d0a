import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import { addDays } from '@shared/calendar/days';
import { athleteWithWeekFromToday } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
let week: WeekView;

const getJson = async <T>(path: string) => (await (await page.request.get(`${stack.url}${path}`)).json()) as T;
const today = () => new Date().toISOString().slice(0, 10);

useE2eSession({ name: 'replan' }, (s) => {
  stack = s.stack;
  page = s.page;
});

beforeAll(async () => {
  // Its week starts today: every session is still ahead, so the rest of the week can be re-planned.
  week = await athleteWithWeekFromToday(page, stack, `replan-${Date.now()}@example.test`);
}, 180_000);

/** Blocks out `day` in Settings > Availability, with a note. */
async function blockOut(day: string, note: string) {
  await page.goto(`${stack.url}/settings/availability`);
  const form = page.getByTestId('availability-form');
  await form.waitFor();
  await form.getByTestId('blackout-from').fill(day);
  await form.getByTestId('blackout-to').fill(day);
  await form.getByTestId('blackout-note').fill(note);
  await form.getByTestId('blackout-add').click();
  await form.getByTestId('availability-save').click();
  await page.getByText('Availability saved', { exact: true }).first().waitFor();
}

/** The week's planned sessions on a day after today, busiest day first. */
async function sessionsAhead() {
  const workouts = await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`);
  return workouts.filter((w) => w.day && w.day > today() && !w.isCompleted && !w.report);
}

describe('re-planning the rest of the week in Chromium', () => {
  it('phone: availability set, a session skipped, a blackout day; the re-plan is shown with its reasons and accepted', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const ahead = await sessionsAhead();
    const target = ahead[0];
    expect(target, 'a session after today').toBeDefined();

    await page.goto(`${stack.url}/settings/availability`);
    await page.getByTestId('availability-minutes-sunday').fill('240');
    await blockOut(target.day!, 'work trip');
    expect((await getJson<{ blackouts: { from: string; note?: string }[] }>('/api/availability')).blackouts).toEqual([
      { from: target.day, to: target.day, note: 'work trip' },
    ]);

    // Today's session marked skipped from the dashboard, as the logging does it (days ahead cannot be reported yet).
    const todays = (await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`)).find(
      (w) => w.day === today() && !w.isCompleted,
    );
    if (todays) {
      await page.goto(`${stack.url}/dashboard`);
      const row = page.locator(`[data-testid="workout-row"][data-workout-id="${todays.id}"]`);
      await row.getByTestId('report-skipped').click();
      const dialog = page.getByTestId('skip-dialog');
      await dialog.getByRole('radio', { name: 'No time' }).click();
      await dialog.getByTestId('skip-save').click();
      await row.getByText('Skipped: No time').waitFor();
    }

    await page.goto(`${stack.url}/week`);
    const card = page.getByTestId('replan-card');
    await card.waitFor();
    await card
      .getByText(/is blocked out \(work trip\)/)
      .first()
      .waitFor();
    await card.getByTestId('replan-accept-all').click();
    await card.waitFor({ state: 'detached' });
    const after = await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`);
    expect(after.filter((w) => w.day === target.day && !w.report)).toEqual([]);
  });

  it('desktop: a new blackout mid-week; one change kept, the rest accepted', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const ahead = await sessionsAhead();
    const target = ahead.find((w) => w.day !== addDays(today(), 1)) ?? ahead[0];
    expect(target, 'a session after today').toBeDefined();
    await blockOut(target.day!, 'wedding');

    await page.goto(`${stack.url}/week`);
    const card = page.getByTestId('replan-card');
    await card.waitFor();
    const changes = card.getByTestId('replan-change');
    await changes.first().waitFor();
    const count = await changes.count();
    expect(count).toBeGreaterThan(0);
    if (count > 1) {
      const text = await changes.first().locator('p').innerText();
      await changes.first().getByTestId('replan-keep').click();
      await expect.poll(async () => card.getByText(text, { exact: true }).count()).toBe(0);
    }
    if (await card.isVisible()) {
      await card.getByTestId('replan-accept-all').click();
      await card.waitFor({ state: 'detached' });
    }
    const proposal = await getJson<{ changes: unknown[] }>(`/api/weeks/${week.id}/replan`);
    expect(proposal.changes).toEqual([]);
  });
});
