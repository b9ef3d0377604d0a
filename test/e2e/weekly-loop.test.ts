import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '@shared/calendar/days';
import { mondayAfter } from '@shared/calendar/weekdays';
import { athleteWithPlan, e2eApi, moveWeek } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

// The weekly loop as a new athlete meets it: the credit counter, assigning a day, summarising a week and
// reading it back from the Weeks list, and registering with a double click.
let stack: E2eStack;
let page: Page;
const email = `loop-${Date.now()}@example.test`;
let planId: string;
useE2eSession({ name: 'weekly-loop' }, (s) => {
  stack = s.stack;
  page = s.page;
});

beforeAll(async () => {
  ({ planId } = await athleteWithPlan(page, stack, { email }));
});

const api = () => e2eApi(page, stack);
const activeWeek = () => api().getJson<{ id: string; firstDay: string } | null>('/api/weeks/active');

describe('the weekly loop in Chromium', () => {
  it('updates the header credit counter when a week is created, without a reload (phone)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('next-week-planner').waitFor();
    const counter = page.getByTestId('header-credits');
    await expect.poll(() => counter.textContent()).toContain('1');
    // One week-creation button at a time: this week's card points to the planner.
    await page.getByTestId('no-week-use-planner').waitFor();
    expect(await page.getByRole('link', { name: 'Create a new week' }).count()).toBe(0);
    await page.getByTestId('style-classic').click();
    await page.getByRole('button', { name: 'Create week' }).click();
    await expect.poll(() => counter.textContent(), { timeout: 20_000 }).toContain('0');
    await page.getByTestId('workout-list').waitFor({ timeout: 60_000 });
  });

  it('assigns a weekday inside the week when the week starts next Monday (desktop)', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const firstDay = mondayAfter(localDay(new Date()));
    expect(await moveWeek(stack, email, firstDay)).toContain('Moved the active week');
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('workout-link').first().click();
    await page.getByTestId('workout-details').waitFor();
    const id = page.url().split('/').pop()!;
    await page.getByTestId('assign-day').click();
    await page.getByRole('option', { name: /^Friday/ }).click();
    await page.getByTestId('assign').click();
    const assigned = page.getByText('Workout successfully assigned to Friday', { exact: true });
    // The board's questions come first when Friday is a day off or sits beside another hard session.
    await Promise.race([
      assigned.waitFor(),
      page
        .getByTestId('move-anyway')
        .click({ timeout: 5_000 })
        .catch(() => undefined),
    ]);
    await assigned.waitFor();
    const workout = await api().getJson<{ day: string }>(`/api/workouts/${id}`);
    expect(workout.day).toBe(addDays(firstDay, 4));
  });

  it('shows the summary when it completes, then the planner, and opens the week again from the Weeks list', async () => {
    expect(await moveWeek(stack, email, addDays(localDay(new Date()), -6))).toContain('Moved the active week');
    const week = (await activeWeek())!;
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('summarize-week').click();
    // "What did you do this week?" first; then the summary runs.
    await page.getByTestId('week-check-in').getByTestId('check-in-row').first().waitFor();
    await page.getByTestId('check-in-summarize').click();
    await page.waitForURL(`**/plans/${planId}/weeks/${week.id}`, { timeout: 60_000 });
    await page.getByTestId('past-week-summary').waitFor();
    expect(await page.getByTestId('past-week-compliance').textContent()).toMatch(
      /^\d+ % of the planned time completed$/,
    );
    expect(await page.getByTestId('workout-row').count()).toBeGreaterThan(0);
    await page.getByTestId('plan-next-week').click();
    await page.getByTestId('next-week-planner').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('week-row-link').first().click();
    await page.waitForURL(`**/plans/${planId}/weeks/${week.id}`);
    await page.getByTestId('past-week-summary').waitFor();
    expect(await page.getByTestId('past-week-page').getAttribute('data-week-state')).toBe('done');
    expect(await page.getByTestId('past-week-analysis').textContent()).toBeTruthy();
    await page.screenshot({ path: '/tmp/i26-past-week-phone.png', fullPage: true });
  });

  it('creates one account for a double click on Create account', async () => {
    await api().send('post', '/api/logout', {});
    await page.goto(`${stack.url}/auth?reg`);
    const fresh = `double-${Date.now()}@example.test`;
    await page.getByLabel('Email').fill(fresh);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).dblclick();
    await page.waitForURL(/\/(dashboard|onboarding)/);
    await page.waitForTimeout(1_000);
    expect(await page.getByText(/Registration failed/).count()).toBe(0);
    expect((await api().getJson<{ email: string }>('/api/user')).email).toBe(fresh);
  });
});
