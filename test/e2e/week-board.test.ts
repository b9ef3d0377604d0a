import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import { isHardWorkout } from '@shared/training/intensity';
import { weekdayOf } from '@shared/calendar/weekdays';
import { addDays } from '@shared/calendar/days';
import type { TestBrowser } from '../support/browser';
import { athleteWithPlan, generatedWeek } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let browser: TestBrowser;
let page: Page;
let week: WeekView;
useE2eSession({ name: 'week-board' }, (s) => {
  stack = s.stack;
  page = s.page;
  browser = s.browser;
});

const getJson = async <T>(path: string) => (await (await page.request.get(`${stack.url}${path}`)).json()) as T;

beforeAll(async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // An athlete with a plan (Monday to Saturday, Sunday free) and a classic week, set up through the onboarding's API calls.
  const { planId } = await athleteWithPlan(page, stack, { email: `week-board-${Date.now()}@example.test` });
  await generatedWeek(page, stack, planId);
  week = await getJson<WeekView>('/api/weeks/active');
}, 150_000);

const day = (date: string) => page.locator(`[data-testid="board-day"][data-day="${date}"]`);
const card = (id: string) => page.locator(`[data-testid="board-card"][data-workout-id="${id}"]`);

describe('the week board in Chromium', () => {
  it('drags a workout to the free Sunday with the mouse, confirms the warning, and the move persists after a reload', async () => {
    const workouts = await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`);
    const sunday = Array.from({ length: 7 }, (_, i) => addDays(week.firstDay, i)).find(
      (d) => weekdayOf(d) === 'sunday',
    )!;
    const easy = workouts.find((w) => w.day && w.day !== sunday && !w.isCompleted && !isHardWorkout(w.workoutDetails))!;
    expect(easy).toBeDefined();

    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('open-week-board').click();
    await page.waitForURL('**/week');
    await card(easy.id).waitFor();
    await page.getByTestId('load-check').waitFor();
    expect(await day(sunday).getAttribute('data-unavailable')).toBe('true');

    const from = (await card(easy.id).boundingBox())!;
    const to = (await day(sunday).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await day(sunday).and(page.locator('[data-over="true"]')).waitFor();
    await page.mouse.up();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(/is not one of your training days/).waitFor();
    await dialog.getByRole('button', { name: 'Move anyway' }).click();
    await page
      .getByText(/ moved to Sunday/)
      .first()
      .waitFor();
    await expect.poll(async () => (await getJson<WorkoutView>(`/api/workouts/${easy.id}`)).day).toBe(sunday);

    await page.reload();
    await day(sunday).locator(`[data-workout-id="${easy.id}"]`).waitFor();
    expect(await day(easy.day!).locator(`[data-workout-id="${easy.id}"]`).count()).toBe(0);
  });

  it('moves a workout a day on with the keyboard (Space, arrow, Space)', async () => {
    const workouts = await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`);
    const days = Array.from({ length: 7 }, (_, i) => addDays(week.firstDay, i));
    // An easy workout whose next day is a training day: no warning on the way.
    const easy = workouts.find(
      (w) =>
        w.day &&
        !w.isCompleted &&
        !isHardWorkout(w.workoutDetails) &&
        days.indexOf(w.day) < 6 &&
        weekdayOf(addDays(w.day, 1)) !== 'sunday',
    )!;
    const next = addDays(easy.day!, 1);
    await page.goto(`${stack.url}/week`);
    await card(easy.id).getByTestId('board-grip').focus();
    await page.keyboard.press('Space');
    await card(easy.id).and(page.locator('[data-dragging="true"]')).waitFor();
    await page.keyboard.press('ArrowRight');
    await day(next).and(page.locator('[data-over="true"]')).waitFor();
    await page.keyboard.press('Space');
    await day(next).locator(`[data-workout-id="${easy.id}"]`).waitFor();
    await expect.poll(async () => (await getJson<WorkoutView>(`/api/workouts/${easy.id}`)).day).toBe(next);
  });

  it('touch: on a phone a short press lifts the card and a swipe drops it on another day', async () => {
    const workouts = await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`);
    const days = Array.from({ length: 7 }, (_, i) => addDays(week.firstDay, i)).filter(
      (d) => weekdayOf(d) !== 'sunday',
    );
    const easy = workouts.find(
      (w) => w.day && !w.isCompleted && !isHardWorkout(w.workoutDetails) && w.day !== days[0],
    )!;
    const target = days[0]!;
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    try {
      await page.goto(`${stack.url}/week`);
      await card(easy.id).scrollIntoViewIfNeeded();
      const from = (await card(easy.id).boundingBox())!;
      const to = (await day(target).boundingBox())!;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      const [x0, y0, x1, y1] = [from.x + from.width / 2, from.y + 20, to.x + to.width / 2, to.y + to.height / 2];
      await touch('touchStart', x0, y0);
      await page.waitForTimeout(350); // past the 200 ms press that lifts the card
      for (let i = 1; i <= 10; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10);
      await day(target).and(page.locator('[data-over="true"]')).waitFor();
      await touch('touchEnd');
      // The drop asks first when the server finds the move breaks a safety limit of the week (it may, for this athlete).
      const moved = day(target).locator(`[data-workout-id="${easy.id}"]`);
      const asked = page.getByRole('dialog');
      await moved.or(asked).first().waitFor();
      if (await asked.isVisible()) {
        expect(await asked.textContent()).toMatch(
          /breaks a safety limit of the week|not one of your training days|hard sessions/,
        );
        await asked.getByRole('button', { name: 'Move anyway' }).click();
      }
      await moved.waitFor();
      await expect.poll(async () => (await getJson<WorkoutView>(`/api/workouts/${easy.id}`)).day).toBe(target);
    } finally {
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
      await cdp.detach();
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
