import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { inDays } from '../support/e2e-athlete';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

/**
 * A normal journey leaves the browser console clean. Chromium reports every 4xx/5xx answer as a
 * console error ("Failed to load resource"), so an expected empty state answered as a 404, or the signed-out
 * session check answered as a 401, fails this test just like an uncaught exception does.
 */
let stack: E2eStack;
const open: TestBrowser[] = [];

beforeAll(async () => {
  stack = await startE2eStack();
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    await Promise.all(
      open.map((b, i) => b.page.screenshot({ path: `/tmp/console-errors-e2e-${i}.png` }).catch(() => undefined)),
    );
  }
  await Promise.all(open.splice(0).map((b) => b.close()));
});

afterAll(async () => {
  await stack?.stop();
});

/** A browser whose console errors, failed answers and uncaught exceptions are collected, with their URLs. */
async function watchedBrowser(viewport: { width: number; height: number }) {
  const b = await launchBrowser();
  open.push(b);
  await b.page.setViewportSize(viewport);
  b.page.setDefaultTimeout(30_000);
  const errors: string[] = [];
  b.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  b.page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  b.page.on('response', (response) => {
    if (response.status() >= 400)
      errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return { page: b.page, errors };
}

async function onboard(page: Page) {
  await page.goto(`${stack.url}/auth?reg`);
  await page.getByLabel('Email').fill(`console-${randomUUID()}@example.com`);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');
  await page.getByLabel('Name', { exact: false }).first().fill('Ola');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Your Goals' }).waitFor();
  await page.getByLabel('Event name').fill('Susz Olympic');
  await page.getByLabel('Event date').fill(inDays(100));
  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Olympic Triathlon' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Training Preferences' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create my plan' }).click();
  await page.waitForURL('**/dashboard', { timeout: 90_000 });
}

async function journey(page: Page) {
  // Signed-out pages first: the landing, a protected page (sent to /auth), the sign-in page.
  await page.goto(`${stack.url}/`);
  await page.locator('#how-it-works').waitFor();
  await page.goto(`${stack.url}/dashboard`);
  await page.waitForURL('**/auth');
  await page.getByRole('tab', { name: 'Login' }).waitFor();

  await onboard(page);
  await page.getByTestId('next-week-planner').waitFor();
  await page.getByRole('button', { name: 'Create week' }).click();
  await page.getByTestId('workout-list').waitFor({ timeout: 90_000 });

  await page.getByTestId('workout-link').first().click();
  await page.waitForURL('**/modal/workout-details/*');
  await page.getByTestId('workout-details').waitFor();

  await page.goto(`${stack.url}/progress`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.goto(`${stack.url}/settings/profile`);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL('**/auth');
  await page.getByRole('tab', { name: 'Login' }).waitFor();
  // Reloading the signed-out page asks nothing that fails.
  await page.reload();
  await page.getByRole('tab', { name: 'Login' }).waitFor();
  // Give late reads (refetches, the service worker) a moment to report.
  await page.waitForTimeout(1_000);
}

describe('a normal journey leaves no console errors', () => {
  it('on a phone', async () => {
    const { page, errors } = await watchedBrowser({ width: 390, height: 844 });
    await journey(page);
    expect(errors).toEqual([]);
  }, 300_000);

  it('on a desktop', async () => {
    const { page, errors } = await watchedBrowser({ width: 1280, height: 800 });
    await journey(page);
    expect(errors).toEqual([]);
  }, 300_000);
});
