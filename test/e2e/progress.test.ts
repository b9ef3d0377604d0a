import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { athleteWithPlan, generatedWeek, inDays, simulateActivity } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'progress' }, (s) => {
  stack = s.stack;
  page = s.page;
});
const email = `progress-${Date.now()}@example.test`;

async function simulate(sport: string, date: string, minutes: number, extra: string[] = []) {
  expect(await simulateActivity(stack, email, sport, date, minutes, extra)).toContain(`Recorded ${sport}`);
}

beforeAll(async () => {
  const { planId } = await athleteWithPlan(page, stack, { email, profile: { birthdate: '1990-04-12' } });
  await generatedWeek(page, stack, planId);
  await simulate('RUNNING', inDays(-9), 50, ['--distance-km', '10', '--avg-hr', '150']);
  await simulate('CYCLING', inDays(-3), 90, ['--distance-km', '40']);
  await simulate('SWIMMING', inDays(-1), 40, ['--distance-km', '2']);
});

describe('progress in Chromium', () => {
  it('shows an athlete with simulated activities the load, plan and volume charts', async () => {
    await page.goto(`${stack.url}/progress`);
    const load = page.getByTestId('panel-load');
    await load.getByTestId('load-chart').waitFor();
    expect(Number(await load.getByTestId('today-fitness').textContent())).toBeGreaterThan(0);
    expect(await load.getByTestId('load-reading').getAttribute('data-reading')).toMatch(
      /^(none|transition|fresh|neutral|productive|overreaching)$/,
    );
    // The default range starts at the plan's start (or a week back): the two recent activities, neither with heart rate.
    expect(await load.textContent()).toContain(
      '2 activities: 0 estimated from power, 0 from heart rate, 0 from session RPE, 2 from duration and sport',
    );
    expect(await page.getByTestId('plan-countdown').textContent()).toMatch(/\d+ days to go/);
    await page.getByTestId('panel-volume').getByTestId('volume-chart').waitFor();
    await page.getByTestId('panel-planned-done').getByTestId('planned-done-chart').waitFor();
    expect(await page.getByTestId('panel-distance').textContent()).toMatch(/2,000 m|2000 m/);
    await page.getByTestId('panel-fitness-levels').getByTestId('fitness-levels-current').waitFor();

    // Keyboard: focus the load chart and step back a day; the tooltip follows.
    await load.getByTestId('load-chart').getByRole('group').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await load.locator('[aria-live]').textContent()).toMatch(/Fitness [\d.]+, Fatigue [\d.]+, Form/);
  });

  it('shows each chart as a table', async () => {
    const load = page.getByTestId('panel-load');
    await load.getByTestId('view-table').click();
    const rows = load.getByTestId('chart-table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(7);
    expect(await load.getByTestId('load-chart').count()).toBe(0);

    const volume = page.getByTestId('panel-volume');
    await volume.getByTestId('view-table').click();
    expect(await volume.getByTestId('chart-table').textContent()).toMatch(/1\.5 hr/);

    const planned = page.getByTestId('panel-planned-done');
    await planned.getByTestId('view-table').click();
    expect(await planned.getByTestId('chart-table').locator('tbody tr').count()).toBe(1);

    const distance = page.getByTestId('panel-distance');
    await distance.getByTestId('view-table').click();
    expect(await distance.getByTestId('chart-table').textContent()).toContain('40.0 km');

    await load.getByTestId('view-chart').click();
    await load.getByTestId('load-chart').waitFor();
  });
});
