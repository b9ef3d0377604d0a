import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import { addDays } from '@shared/calendar/days';
import { weekdayOf } from '@shared/calendar/weekdays';
import { athleteWithWeekFromToday } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
let week: WeekView;

const getJson = async <T>(path: string) => (await (await page.request.get(`${stack.url}${path}`)).json()) as T;
const today = () => new Date().toISOString().slice(0, 10);

useE2eSession({ name: 'chat-tools' }, (s) => {
  stack = s.stack;
  page = s.page;
});

beforeAll(async () => {
  // Its week starts today, so its Sunday is still ahead.
  week = await athleteWithWeekFromToday(page, stack, `chat-tools-${Date.now()}@example.test`);
}, 180_000);

const sunday = () =>
  Array.from({ length: 7 }, (_, i) => addDays(week.firstDay, i)).find((d) => weekdayOf(d) === 'sunday')!;

/** The long ride off Sunday and Sunday free of other sessions (what the athlete could do on the board), so the move is legal. */
async function longRideOffSunday(): Promise<WorkoutView> {
  const workouts = await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`);
  const ride = workouts
    .filter((w) => w.workoutDetails.sport === 'CYCLING')
    .sort((a, b) => b.workoutDetails.estimatedDurationInSecs - a.workoutDetails.estimatedDurationInSecs)[0]!;
  for (const w of workouts.filter((w) => w.day === sunday() && w.id !== ride.id))
    expect((await page.request.delete(`${stack.url}/api/workout/${w.id}`)).status()).toBe(200);
  if (ride.day === sunday()) {
    const elsewhere = addDays(sunday(), -3) >= today() ? addDays(sunday(), -3) : addDays(sunday(), 1);
    expect(
      (
        await page.request.post(`${stack.url}/api/workouts/${ride.id}/schedule`, { data: { date: elsewhere } })
      ).status(),
    ).toBe(200);
  }
  return getJson<WorkoutView>(`/api/workouts/${ride.id}`);
}

/** "move my long ride to Sunday" in a new chat, Accept on the card, and the board shows the ride on Sunday. */
async function moveLongRideInChat() {
  const ride = await longRideOffSunday();
  await page.goto(`${stack.url}/chat`);
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('move my long ride to Sunday');
  await input.press('Enter');
  const card = page.getByTestId('chat-proposal');
  await card.waitFor();
  expect(await card.getAttribute('data-status')).toBe('open');
  await card.getByText(/moves from \w+ \d+ \w+ to Sunday \d+ \w+\./).waitFor();
  // Nothing changes until Accept.
  expect((await getJson<WorkoutView>(`/api/workouts/${ride.id}`)).day).toBe(ride.day);
  await card.getByTestId('chat-proposal-accept').click();
  await card.getByText('Accepted: your week is changed.').waitFor();
  await expect.poll(async () => (await getJson<WorkoutView>(`/api/workouts/${ride.id}`)).day).toBe(sunday());

  await page.goto(`${stack.url}/week`);
  await page.locator(`[data-testid="board-day"][data-day="${sunday()}"] [data-workout-id="${ride.id}"]`).waitFor();
  expect(
    await page.locator(`[data-testid="board-day"][data-day="${ride.day}"] [data-workout-id="${ride.id}"]`).count(),
  ).toBe(0);
}

describe('the coach chat acts in Chromium', () => {
  it('phone: "move my long ride to Sunday", Accept, and the board shows it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await moveLongRideInChat();
  });

  it('desktop: the same request, Accept, and the board shows it', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await moveLongRideInChat();
  });
});
