import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WorkoutView } from '@shared/schemas/weeks';
import { athleteWithPlan, e2eApi, generatedWeek } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';
import { readCourse } from '../support/trainer-readers/course-reader';
import { readZwo } from '../support/trainer-readers/zwo-reader';

let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'trainer-files' }, (s) => {
  stack = s.stack;
  page = s.page;
});

/** Clicks a download button and answers the saved file's name and bytes (Chromium's download event). */
async function download(testId: string): Promise<{ name: string; data: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const saved = await (file as Download).path();
  return { name: (file as Download).suggestedFilename(), data: await readFile(saved) };
}

describe('indoor-training files in Chromium', () => {
  it('downloads a Zwift file from a bike workout, explains ERG without FTP, then downloads the week as one zip', async () => {
    const { planId } = await athleteWithPlan(page, stack, { email: `trainer-${Date.now()}@example.test` });
    const { weekId } = await generatedWeek(page, stack, planId);
    const { send, getJson } = e2eApi(page, stack);
    const workouts = await getJson<WorkoutView[]>(`/api/weeks/${weekId}/workouts`);
    const bike = workouts.find((w) => w.workoutDetails.sport === 'CYCLING');
    expect(bike, 'the week has a bike workout').toBeTruthy();

    // One workout: the .zwo next to the FIT file, named after the workout, read back by the strict reader.
    await page.goto(`${stack.url}/modal/workout-details/${bike!.id}`);
    await page.getByTestId('workout-details').waitFor();
    const zwo = await download('trainer-download-zwo');
    expect(zwo.name).toMatch(/\.zwo$/);
    const read = readZwo(zwo.data.toString('utf8'));
    expect(read).toMatchObject({ name: bike!.workoutDetails.workoutName, sportType: 'bike' });
    expect(read.segments.reduce((t, s) => t + s.seconds, 0)).toBeGreaterThan(0);

    // ERG without an FTP: the page says why and links to Settings > Zones; with an FTP it downloads.
    await send('put', '/api/thresholds', { ftp: null, maxHr: 190 });
    await page.getByTestId('trainer-download-erg').click();
    await page.getByTestId('trainer-download-error').waitFor();
    await page.getByTestId('trainer-download-zones-link').click();
    await page.waitForURL('**/settings/zones');
    await send('put', '/api/thresholds', { ftp: 240 });
    await page.goto(`${stack.url}/modal/workout-details/${bike!.id}`);
    const erg = await download('trainer-download-erg');
    expect(readCourse(erg.data.toString('latin1')).settings.FTP).toBe('240');

    // The week: one zip with every bike and run workout as .zwo.
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('workout-list').waitFor({ timeout: 30_000 });
    const zip = await download('week-download-zwo');
    expect(zip.name).toMatch(/^tricoach-week-\d{4}-\d{2}-\d{2}-zwo\.zip$/);
    const entries = unzipSync(new Uint8Array(zip.data));
    expect(Object.keys(entries)).toHaveLength(
      workouts.filter((w) => ['CYCLING', 'RUNNING'].includes(w.workoutDetails.sport)).length,
    );
    const names = Object.values(entries).map((data) => readZwo(new TextDecoder().decode(data)).name);
    expect(names).toContain(bike!.workoutDetails.workoutName);
  });
});
