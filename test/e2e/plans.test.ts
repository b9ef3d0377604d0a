import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'plans' }, (s) => {
  stack = s.stack;
  page = s.page;
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function activePlan() {
  const res = await page.request.get(`${stack.url}/api/plans?active=true`);
  return ((await res.json()) as Array<Record<string, unknown>>)[0];
}

describe('plans in Chromium', () => {
  it('takes a new athlete from registration through the goals wizard to the dashboard', async () => {
    await page.goto(`${stack.url}/auth?reg=1`);
    await page.getByRole('tab', { name: 'Register' }).click({ timeout: 60_000 });
    await page.getByLabel('Email').fill(`athlete-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding', { timeout: 60_000 });

    await page.getByLabel('Name', { exact: false }).first().fill('Ola');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 3 of onboarding is the goals wizard.
    await page.getByRole('heading', { name: 'Your Goals' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    // The check loads its rules on first use: wait for its answer rather than reading the page at once.
    await page.getByText('Please fill in event name, date and type for the primary goal').waitFor();
    expect(await page.getByLabel('Event name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Event name').fill('Susz Olympic');
    await page.getByLabel('Event date').fill(inDays(100));
    await page.getByRole('combobox', { name: 'Event type' }).click();
    await page.getByRole('option', { name: 'Marathon', exact: true }).click();
    // A run-only event hides swim and bike.
    expect(await page.getByText('Swim', { exact: true }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Event type' }).click();
    await page.getByRole('option', { name: 'Olympic Triathlon' }).click();
    expect(await page.getByLabel('Distance (m)').inputValue()).toBe('1500');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Training Preferences' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sunday' }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: 'Monday' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('frequency-value').textContent()).toBe('8');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Tell me about yourself' }).waitFor();
    await page.getByLabel('Tell me about yourself').fill('Runner for 5 years, first triathlon.');
    await page.getByRole('button', { name: 'Create my plan' }).click();

    await page
      .getByText(/Analyzing requirements|Building training plan/)
      .first()
      .waitFor();
    await page.waitForURL('**/dashboard', { timeout: 90_000 });
    await page.getByTestId('plan-overview').waitFor();
    expect(await page.getByTestId('plan-overview').textContent()).toContain('Susz Olympic');
    expect(await page.getByTestId('plan-progress').textContent()).toMatch(/^\d{1,3}%$/);
    // The side cards render right after the plan overview has painted.
    await page.getByText('What can we do better?').waitFor();
    expect(await page.getByText('What can we do better?').isVisible()).toBe(true);
    const plan = await activePlan();
    expect(plan).toMatchObject({
      primaryEventName: 'Susz Olympic',
      primaryEventSwimDistance: 1500,
      workoutsPerWeek: 8,
      status: 'ready',
    });
    expect(typeof plan!.planOverview).toBe('object');
  });

  it('shows the training strategy and goes back to the dashboard', async () => {
    await page.getByRole('link', { name: 'Show training strategy' }).click();
    await page.waitForURL('**/modal/training-strategy');
    await page.getByRole('heading', { name: 'Training phases' }).waitFor();
    expect(await page.getByTestId('strategy-phase').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('volume-table').locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await page.getByText(/\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('edits the plan through steps 1-3 and saves it', async () => {
    await page.getByRole('link', { name: 'Edit training plan' }).click();
    await page.waitForURL('**/modal/edit-plan');
    await page.getByRole('button', { name: /Modify Training Plan/ }).click();
    expect(await page.getByLabel('Event name').inputValue()).toBe('Susz Olympic');
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('slider', { name: 'Workouts per week' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('frequency-value').textContent()).toBe('6');
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Training plan updated successfully!', { exact: true }).waitFor();
    await page.waitForURL('**/dashboard');
    expect(await activePlan()).toMatchObject({ workoutsPerWeek: 6, primaryEventName: 'Susz Olympic' });
  });

  it('finishes the plan after the confirmation, after which a new one can be set', async () => {
    await page.goto(`${stack.url}/modal/edit-plan`);
    await page.getByRole('button', { name: /Finish Training Plan/ }).click();
    await page
      .getByText(
        "Are you sure you want to finish your current training plan? This will deactivate your current plan and you'll need to create a new one.",
      )
      .waitFor();
    await page.getByRole('button', { name: 'Finish plan' }).click();
    await page.getByText('Training plan finished successfully!', { exact: true }).waitFor();
    await page.waitForURL('**/dashboard');
    expect(await activePlan()).toBeUndefined();
    await page.getByRole('link', { name: 'Set a goal' }).click();
    await page.waitForURL('**/create-plan');
    await page.getByRole('heading', { name: 'Your Goals' }).waitFor();

    await page.goto(`${stack.url}/modal/edit-plan`);
    await page.getByText('No active training plan found').waitFor();
    await page.goto(`${stack.url}/modal/no-such-screen`);
    await page.getByText('Modal content not found').waitFor();
  });
});
