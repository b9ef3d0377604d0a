import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import { addDays } from '@shared/weeks/dates';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { athleteWithPlan, generatedWeek } from '../support/e2e-athlete';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let browser: TestBrowser;
let page: Page;
let week: WeekView;
let planId: string;
const email = `no-watch-${Date.now()}@example.test`;

const getJson = async <T>(path: string) => (await (await page.request.get(`${stack.url}${path}`)).json()) as T;

/** A recorded 40-minute run as a watch writes it (file id, 1 Hz records, a lap, the session, the activity), by Garmin's own encoder. */
async function runFit(day: string): Promise<number[]> {
  const { Encoder, Profile } = await import('@garmin/fitsdk');
  const start = new Date(`${day}T06:30:00Z`);
  const seconds = 40 * 60;
  const at = (s: number) => new Date(start.getTime() + s * 1000);
  const encoder = new Encoder();
  const N = Profile.MesgNum;
  const write = (num: number, mesg: Record<string, unknown>) => encoder.onMesg(num, mesg as never);
  write(N.FILE_ID, { type: 'activity', manufacturer: 'development', product: 1, serialNumber: 4242, timeCreated: start });
  for (let s = 0; s <= seconds; s += 1) write(N.RECORD, { timestamp: at(s), heartRate: 140 + (s % 10), distance: s * 2.8, speed: 2.8 });
  const totals = { startTime: start, totalElapsedTime: seconds, totalTimerTime: seconds, totalDistance: seconds * 2.8, avgHeartRate: 145, maxHeartRate: 149 };
  write(N.LAP, { timestamp: at(seconds), ...totals, sport: 'running' });
  write(N.SESSION, { timestamp: at(seconds), ...totals, sport: 'running', subSport: 'generic', firstLapIndex: 0, numLaps: 1 });
  write(N.ACTIVITY, { timestamp: at(seconds), totalTimerTime: seconds, numSessions: 1, type: 'manual', event: 'activity', eventType: 'stop' });
  return Array.from(encoder.close());
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
  page = browser.page;
  page.setDefaultTimeout(20_000);
  // An athlete who chose "I'll log sessions or upload files": no watch, a plan and a classic week.
  ({ planId } = await athleteWithPlan(page, stack, { email }));
  await generatedWeek(page, stack, planId);
  week = await getJson<WeekView>('/api/weeks/active');
  // The week's last day, by the browser's clock: every workout of the week is due for a report.
  await page.clock.install({ time: new Date(`${addDays(week.firstDay, 6)}T12:00:00`) });
}, 180_000);

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await page.screenshot({ path: `/tmp/activity-logging-e2e-${context.task.name.replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => undefined);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.stop()]);
});

const row = (id: string) => page.locator(`[data-testid="workout-row"][data-workout-id="${id}"]`);

describe('an athlete without a watch tells the coach what was done', () => {
  it('on a phone: done as planned, done but different, skipped for no time', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const inWeek = (await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`)).filter((w) => w.day && w.day >= week.firstDay && w.day <= addDays(week.firstDay, 6));
    const [done, changed, skipped] = inWeek;
    expect(skipped).toBeDefined();
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('no-watch-hint').waitFor();

    await row(done!.id).getByTestId('report-done').click();
    await page.getByText('Marked as done', { exact: true }).waitFor();
    await row(done!.id).and(page.locator('[data-outcome="done"]')).waitFor();

    await row(changed!.id).getByTestId('report-changed').click();
    const dialog = page.getByTestId('changed-dialog');
    await dialog.getByTestId('changed-duration').fill('35');
    await dialog.getByTestId('changed-rpe').getByRole('radio', { name: '6' }).click();
    await dialog.getByTestId('changed-feel').getByRole('radio', { name: 'Hard' }).click();
    await dialog.getByTestId('changed-save').click();
    await row(changed!.id).getByText('Done, but different').waitFor();

    await row(skipped!.id).getByTestId('report-skipped').click();
    const skip = page.getByTestId('skip-dialog');
    await skip.getByRole('radio', { name: 'No time' }).click();
    await skip.getByTestId('skip-save').click();
    await row(skipped!.id).getByText('Skipped: No time').waitFor();

    const after = await getJson<WorkoutView>(`/api/workouts/${skipped!.id}`);
    expect(after.outcome).toBe('skipped');
    expect(after.report).toMatchObject({ status: 'skipped', reason: 'no-time' });
    expect((await getJson<WorkoutView>(`/api/workouts/${changed!.id}`)).report).toMatchObject({ status: 'changed' });
  }, 120_000);

  it('on a desktop: uploads a FIT by drag and drop, and ticks the rest of the week in "What did you do this week?"', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const planned = (await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`)).filter((w) => w.day && w.day >= week.firstDay && w.day <= addDays(week.firstDay, 6));
    const run = planned.find((w) => w.workoutDetails.sport === 'RUNNING' && w.outcome !== 'done' && w.outcome !== 'skipped');
    const bytes = await runFit(run?.day ?? addDays(week.firstDay, 5));

    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('upload-activities').click();
    const zone = page.getByTestId('upload-dropzone');
    const transfer = await page.evaluateHandle((data) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], 'morning-run.fit', { type: 'application/octet-stream' }));
      return dt;
    }, bytes);
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    const result = page.getByTestId('upload-result');
    await result.waitFor({ timeout: 30_000 });
    expect(['added', 'matched']).toContain(await result.getAttribute('data-status'));
    await page.getByTestId('upload-close').click();
    const activities = await getJson<Array<{ source: string; fileName?: string }>>('/api/activities');
    expect(activities.some((a) => a.source === 'upload' && a.fileName === 'morning-run.fit')).toBe(true);

    // "What did you do this week?": the reported and matched ones are ticked; the rest: done.
    await page.getByTestId('summarize-week').click();
    const checkIn = page.getByTestId('week-check-in');
    await checkIn.getByTestId('check-in-row').first().waitFor();
    const open = checkIn.locator('[data-testid="check-in-row"]:not([data-outcome="done"]):not([data-outcome="skipped"])');
    while ((await open.count()) > 0) {
      const before = await open.count();
      await open.first().getByTestId('check-in-done').click();
      await expect.poll(() => open.count()).toBeLessThan(before);
    }
    expect(await checkIn.locator('[data-testid="check-in-row"][data-outcome="skipped"]').count()).toBe(1);
    // Closing the week from here is covered through the routes (test/integration/weeks/not-reported-goal.test.ts):
    // in this browser journey the summary did not start after the check-in (open defect, see issue 24's note).
    await page.keyboard.press('Escape');
  }, 240_000);
});
