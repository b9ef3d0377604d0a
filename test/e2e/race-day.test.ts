import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { athleteWithPlan, inDays } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
let planId: string;
useE2eSession({ name: 'race-day' }, (s) => {
  stack = s.stack;
  page = s.page;
});

beforeAll(async () => {
  ({ planId } = await athleteWithPlan(page, stack, {
    email: `race-day-${Date.now()}@example.test`,
    profile: { weight: 68 },
    fitness: { swimLevel: 45, bikeLevel: 60, runLevel: 55 },
    goal: { name: 'Susz Olympic', date: inDays(70), type: 'olympic' },
    workoutsPerWeek: 7,
  }));
}, 120_000);

describe('race-day plan in Chromium', () => {
  it('opens from the strategy view, generates for the expected temperature, regenerates and prints without the app chrome', async () => {
    await page.goto(`${stack.url}/modal/training-strategy`);
    await page.getByTestId('race-day-link').click();
    await page.waitForURL(`**/plans/${planId}/race-day`);
    await page.getByRole('heading', { name: 'Race-day plan' }).waitFor();

    await page.getByLabel('Expected temperature (°C)').fill('27');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('heading', { name: 'Susz Olympic' }).waitFor();
    const legs = page.getByTestId('race-day-leg');
    expect(await legs.count()).toBe(3);
    expect(await legs.nth(2).textContent()).toMatch(/\d:\d\d\/km/);
    expect(await page.getByTestId('race-day-transitions').textContent()).toContain('T1: Swim → Bike');
    expect(await page.getByTestId('race-day-fuelling').textContent()).toContain('at 27 °C');
    expect(await page.getByTestId('race-day-taper').textContent()).toMatch(/Race Week/);
    const first = (await (await page.request.get(`${stack.url}/api/plans/${planId}/race-day`)).json()) as {
      generatedAt: string;
    };

    // Regenerate on demand: a new generatedAt, the same page.
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${stack.url}/api/plans/${planId}/race-day`)).json()) as {
              generatedAt: string;
            }
          ).generatedAt,
      )
      .not.toBe(first.generatedAt);

    // Printed: no header, navigation or toolbar; the sheet stays.
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).display !== 'none');
    expect(await shown('header.fixed')).toBe(false);
    expect(await shown('form')).toBe(false);
    expect(await shown('.race-day-sheet header')).toBe(true);
    expect(await shown('[data-testid="race-day-pacing"]')).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });
});
