import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

const run = promisify(execFile);
let stack: E2eStack;
let browser: TestBrowser;
let page: Page;
let workouts: Array<{ id: string; workoutDetails: { sport: string; steps: Array<{ type: string; targetType?: string; steps?: Array<{ targetType: string }> }> } }>;
const email = `zones-${Date.now()}@example.test`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
  page = browser.page;
  page.setDefaultTimeout(20_000);
  const api = page.request;
  const send = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const res = await api[method](`${stack.url}${path}`, { data });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json().catch(() => null);
  };
  await send('post', '/api/register', { email, password: 'secret-123' });
  await send('patch', '/api/user', { name: 'Ola' });
  await send('post', '/api/onboarding/skip-watch', {});
  await send('post', '/api/user/fitness', { swimLevel: 50, bikeLevel: 55, runLevel: 60 });
  const plan = await send('post', '/api/plans', { primaryGoal: { name: 'Gdynia 70.3', date: inDays(120), type: 'half' }, secondaryGoals: [], workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], workoutsPerWeek: 8, trainingPreferences: '', personalDescription: '' });
  for (let i = 0; (await (await api.get(`${stack.url}/api/plans/status/${plan.sessionId}`)).json()).status !== 'completed'; i++) {
    if (i > 60) throw new Error('The plan was not generated');
    await page.waitForTimeout(1000);
  }
  const week = await send('post', '/api/weeks', { trainingStyle: 'classic', requirementsPrompt: '', trainingPlanId: plan.planId });
  for (let i = 0; !(await (await api.get(`${stack.url}/api/weeks/status/${week.sessionId}`)).json()).completed; i++) {
    if (i > 60) throw new Error('The week was not generated');
    await page.waitForTimeout(1000);
  }
  workouts = await (await api.get(`${stack.url}/api/weeks/${week.weekId}/workouts`)).json();
  // A hard 40-minute 10 km as the watch would record it, through the CLI the README names.
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'simulate-activity', email, '--sport', 'RUNNING', '--date', inDays(-8), '--minutes', '40', '--distance-km', '10', '--avg-hr', '168', '--max-hr', '186'], { env: { ...process.env, DATA_DIR: stack.dataDir } });
  expect(stdout).toContain('Recorded RUNNING');
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.stop()]);
});

describe('zones and thresholds in Chromium', () => {
  it('estimates from the recorded run, accepts threshold HR, and the workouts show bpm', async () => {
    await page.goto(`${stack.url}/settings/zones`);
    await page.getByTestId('threshold-estimate').click();
    const thresholdHr = page.getByTestId('estimate-thresholdHr');
    await expect.poll(() => thresholdHr.textContent()).toContain('168 bpm');
    expect(await page.getByTestId('estimate-runThresholdPace').textContent()).toContain('4:06 min/km');
    await page.getByTestId('accept-thresholdHr').click();
    await expect.poll(() => page.getByTestId('threshold-thresholdHr').inputValue()).toBe('168');

    const withHr = workouts.find((w) => w.workoutDetails.steps.some((s) => s.targetType === 'HEART_RATE' || s.steps?.some((c) => c.targetType === 'HEART_RATE')))!;
    await page.goto(`${stack.url}/modal/workout-details/${withHr.id}`);
    await expect.poll(() => page.getByTestId('step-target').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Z\d · \d{2,3}–\d{2,3} bpm/)]));
  });
});
