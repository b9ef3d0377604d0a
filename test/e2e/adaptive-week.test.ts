import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutView } from '@shared/schemas/weeks';
import {
  athleteWithPlan,
  e2eApi,
  generatedWeek,
  grantCredits,
  inDays,
  moveWeek,
  simulateActivity,
} from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'adaptive-week' }, (s) => {
  stack = s.stack;
  page = s.page;
});
const email = `adaptive-${Date.now()}@example.test`;

/**
 * A lived week that ended yesterday: the watch recorded every session but the first two runs, and the athlete
 * noted that the knee hurts; then the week is closed so the dashboard offers the next one.
 */
beforeAll(async () => {
  const { planId } = await athleteWithPlan(page, stack, { email });
  const { weekId } = await generatedWeek(page, stack, planId);
  expect(await moveWeek(stack, email, inDays(-7))).toContain('Moved the active week');
  const api = e2eApi(page, stack);
  const workouts = await api.getJson<WorkoutView[]>(`/api/weeks/${weekId}/workouts`);
  const runs = workouts.filter((w) => w.workoutDetails.sport === 'RUNNING');
  const missed = new Set(runs.slice(0, 2).map((w) => w.id));
  for (const w of workouts.filter((x) => !missed.has(x.id))) {
    await simulateActivity(
      stack,
      email,
      w.workoutDetails.sport,
      w.day!,
      Math.round(w.workoutDetails.estimatedDurationInSecs / 60),
    );
  }
  await api.send('post', `/api/workout/${runs[2].id}/note`, { note: 'My knee hurts' });
  await api.send('put', `/api/weeks/${weekId}`, { active: false });
  await grantCredits(page, stack, email, 1);
}, 180_000);

describe('the adaptive week in Chromium', () => {
  it('shows the reasons before creating, the changes on the week, and keeps the original of a rejected one', async () => {
    await page.goto(`${stack.url}/dashboard`);
    const preview = page.getByTestId('adaptation-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('adaptation-reason').allTextContents()).toEqual(
      expect.arrayContaining(['Two runs missed last week', 'Your knee note']),
    );

    await page.getByRole('button', { name: 'Create week' }).click();
    const card = page.getByTestId('week-adaptation');
    await card.waitFor({ timeout: 60_000 });
    const changes = card.getByTestId('adaptation-change');
    const missedRuns = changes.filter({ hasText: 'two runs missed last week and your knee note' });
    expect(await missedRuns.count()).toBe(1);
    const text = (await missedRuns.textContent())!;
    // Shortened ('shortened from 1h20 to 1h05') or made an easy recovery session ('(31 min → 25 min)'): the original length first.
    const [, from] = /shortened from (.+?) to /.exec(text) ?? /\((.+?) → .+?\)/.exec(text)!;

    await missedRuns.getByTestId('adaptation-reject').click();
    await expect.poll(() => missedRuns.getAttribute('data-rejected')).toBe('true');
    await missedRuns.getByText('Original kept').waitFor();
    // The workout is back at its original length.
    const week = await e2eApi(page, stack).getJson<{
      id: string;
      adaptation: { changes: Array<{ workoutId: string; rejected: boolean }> };
    }>('/api/weeks/active');
    const rejected = week.adaptation.changes.find((c) => c.rejected)!;
    const workout = await e2eApi(page, stack).getJson<WorkoutView>(`/api/workouts/${rejected.workoutId}`);
    expect(Math.abs(workout.workoutDetails.estimatedDurationInSecs / 60 - toMinutes(from))).toBeLessThanOrEqual(1);

    await card.getByTestId('adaptation-accept-all').click();
    await card.getByText('You accepted these changes.').waitFor();
    expect(await card.getByTestId('adaptation-reject').count()).toBe(0);
  });
});

/** '1h20' or '45 min' as minutes. */
function toMinutes(label: string): number {
  const h = /^(\d+)h(\d*)$/.exec(label);
  return h ? Number(h[1]) * 60 + Number(h[2] || 0) : Number.parseInt(label, 10);
}
