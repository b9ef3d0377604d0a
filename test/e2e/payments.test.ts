import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { athleteWithPlan, e2eApi, generatedWeek } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'payments' }, (s) => {
  stack = s.stack;
  page = s.page;
});

/**
 * An athlete whose free week is spent: a plan, its first week created (the trial credit) and then closed, so the
 * dashboard offers the next week with no credit left.
 */
beforeAll(async () => {
  const { planId } = await athleteWithPlan(page, stack, {
    email: `pay-${Date.now()}@example.test`,
    workoutDays: ['monday', 'wednesday', 'friday', 'saturday'],
    workoutsPerWeek: 5,
  });
  const { weekId } = await generatedWeek(page, stack, planId);
  await e2eApi(page, stack).send('put', `/api/weeks/${weekId}`, { active: false });
});

/** Buy in złoty; the checkout's answer is read on its way to the page (the page leaves right after it). */
async function startCheckout(productLabel: RegExp): Promise<string> {
  let transactionId = '';
  await page.route('**/api/payment/checkout', async (route) => {
    const response = await route.fetch();
    transactionId = (await response.json()).transactionId;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'PLN' }).click();
  await page.getByRole('button', { name: productLabel }).click();
  await page.waitForURL('**/sandbox/checkout/**');
  await page.unroute('**/api/payment/checkout');
  return transactionId;
}

describe('buying credits in Chromium', () => {
  it('from the no-credits notice: buys Premium in PLN on the checkout page, sees it on payment status, then creates a week', async () => {
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('style-classic').click();
    await page.getByRole('button', { name: 'Create week' }).click();
    await page.getByTestId('no-credits').waitFor();
    expect(await page.getByTestId('no-credits').textContent()).toContain("You don't have enough credits.");
    await page.getByTestId('no-credits').getByRole('link').click();
    await page.waitForURL('**/get-credits');
    await expect.poll(() => page.getByTestId('credit-balance').textContent(), { timeout: 10_000 }).toBe('0');

    await startCheckout(/Buy for 43\.00\szł/);
    expect(await page.getByTestId('amount').textContent()).toMatch(/43\.00/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/payment-status?id=*');
    await page.getByTestId('payment-amount').waitFor();
    expect(await page.getByTestId('payment-amount').textContent()).toBe('43.00\u00a0zł');
    expect(await page.getByTestId('payment-credits').textContent()).toBe('4 credits added to your account');

    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('header-credits').textContent(), { timeout: 10_000 }).toBe('4');
    await page.getByTestId('style-classic').click();
    await page.getByRole('button', { name: 'Create week' }).click();
    await page.getByTestId('workout-list').waitFor({ timeout: 60_000 });
    const user = await (await page.request.get(`${stack.url}/api/user`)).json();
    expect(user.credits).toBe(3);
    await page.goto(`${stack.url}/get-credits`);
    await page.getByText('Purchase: Premium (4 credits)').waitFor();
  });

  it('a declined payment returns to the shop and its status shows the failure', async () => {
    await page.goto(`${stack.url}/get-credits`);
    const transactionId = await startCheckout(/Buy for 216\.00\szł/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL('**/get-credits?checkout=canceled');
    await page.goto(`${stack.url}/payment-status?id=${transactionId}`);
    await page
      .getByText('Unfortunately, your payment could not be processed. Please try again.')
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/get-credits');
    const user = await (await page.request.get(`${stack.url}/api/user`)).json();
    expect(user.credits).toBe(3);
  });
});
