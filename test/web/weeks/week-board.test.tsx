import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadCheckKey } from '@shared/training/safety/load-check';
import type { StepIntensity, WorkoutStep } from '@shared/schemas/training';
import { loadCheckFixture, planFixture, stepFixture, weekFixture, workoutFixture } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

// 2026-11-23 is a Monday; the plan trains Monday to Saturday, Sunday is free.
const MON = '2026-11-23',
  TUE = '2026-11-24',
  THU = '2026-11-26',
  FRI = '2026-11-27',
  SUN = '2026-11-29';
const DAYS = [MON, TUE, '2026-11-25', THU, FRI, '2026-11-28', SUN];

const step = (intensity: StepIntensity, zone: number) =>
  stepFixture({ stepOrder: null, intensity, description: 'x', durationValue: 600, targetValue: zone });
const workout = (id: string, day: string | null, name: string, steps: WorkoutStep[]) =>
  workoutFixture({ id, day, details: { workoutName: name, steps, estimatedDurationInSecs: 2400 } });
const easyRun = workout('e', MON, 'Easy run', [step('ACTIVE', 2)]);
const intervals = workout('i', TUE, 'Intervals', [step('WARMUP', 1), step('INTERVAL', 5), step('COOLDOWN', 1)]);
const tempo = workout('t', FRI, 'Tempo', [step('ACTIVE', 4)]);
const plan = planFixture({
  planStarts: MON,
  workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
});
const week = weekFixture({ firstDay: MON });

/** The API with a stored week: a successful schedule call moves the workout for the next read too. */
function api(failSchedule = false, brokenByMove: LoadCheckKey[] = []) {
  const stored = [easyRun, intervals, tempo].map((w) => ({ ...w }));
  return fakeFetch((c): FakeAnswer | undefined => {
    // The server's load check of the week with a move made: the limits it would break.
    if (c.path.startsWith('/api/weeks/w-1/load-check?'))
      return answer('weekLoadCheck', loadCheckFixture({ firstDay: MON, plannedFrom: MON, broken: brokenByMove }));
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/plans') return answer('listPlans', [plan]);
    if (c.path === '/api/weeks/active') return answer('activeWeek', week);
    if (c.path === '/api/weeks/w-1/workouts') return answer('weekWorkouts', stored);
    if (c.method === 'POST' && c.path.endsWith('/schedule')) {
      if (failSchedule) return { status: 500, body: { message: 'Internal error', error: 'Internal error' } };
      const moved = stored.find((w) => w.id === c.path.split('/')[3])!;
      moved.day = (c.body as { date: string }).date;
      return answer('scheduleWorkout', moved);
    }
    return undefined;
  });
}

/** happy-dom lays nothing out: give the day columns and their cards the rectangles of a 7-column board. */
function layOutBoard() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    // The floating copy starts where the card it lifts is.
    const isCopy =
      this.matches('[data-testid="board-card-lifted"]') || this.querySelector('[data-testid="board-card-lifted"]');
    const lifted = isCopy ? document.querySelector('[data-dragging="true"]') : null;
    const column = (lifted ?? this).closest('[data-testid="board-day"]');
    if (!column) return original.call(this);
    const x = DAYS.indexOf(column.getAttribute('data-day')!) * 100;
    const rect = column === this ? { x, y: 0, width: 100, height: 300 } : { x: x + 10, y: 40, width: 80, height: 40 };
    return {
      ...rect,
      left: rect.x,
      top: rect.y,
      right: rect.x + rect.width,
      bottom: rect.y + rect.height,
      toJSON: () => rect,
    } as DOMRect;
  });
}

const column = (day: string) => screen.getAllByTestId('board-day').find((d) => d.getAttribute('data-day') === day)!;
const cardIn = (day: string, name: string) => within(column(day)).queryByText(name);
const schedules = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/schedule'));
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]')!;

async function openBoard(lng: 'en' | 'pl' = 'en') {
  const view = await renderApp('/week', lng);
  await screen.findByTestId('week-board', undefined, { timeout: 15_000 });
  // The days appear two at a time, a task apart.
  await waitFor(() => expect(screen.getAllByTestId('board-day')).toHaveLength(DAYS.length));
  return view;
}

async function keyboardMove(name: string, presses: string[]) {
  const grip = screen.getByRole('button', { name: `Move ${name}` });
  grip.focus();
  await userEvent.keyboard(' ');
  // Each announcement replaces the last: 'Picked up' is followed by the day it is over once the days are measured.
  await waitFor(() => expect(liveRegion().textContent).toContain(`${name} is over`));
  for (const key of presses) await userEvent.keyboard(key);
  await userEvent.keyboard(' ');
}

beforeEach(layOutBoard);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Each test renders the whole app and drags on a board: ~1 s on a quiet machine, over 5 s on a loaded 2-core one.
describe('the week board', { timeout: 30_000 }, () => {
  it('lays the week out Monday to Sunday, marks the free day and the hard sessions', async () => {
    api();
    await openBoard();
    expect(screen.getAllByTestId('board-day').map((d) => d.getAttribute('data-day'))).toEqual(DAYS);
    expect(column(SUN)).toHaveAttribute('data-unavailable', 'true');
    expect(within(column(SUN)).getByText('Rest day')).toBeInTheDocument();
    expect(within(column(TUE)).getByTestId('hard-badge')).toHaveTextContent('Hard');
    expect(within(column(MON)).queryByTestId('hard-badge')).toBeNull();
  });

  it('keyboard: Space, arrow, Space moves a workout a day on, announces it and calls the schedule API', async () => {
    const { calls } = api();
    await openBoard();
    await keyboardMove('Easy run', ['{ArrowRight}']);
    await waitFor(() =>
      expect(schedules(calls)).toEqual([
        expect.objectContaining({ path: '/api/workouts/e/schedule', body: { date: TUE } }),
      ]),
    );
    expect(liveRegion().textContent).toContain('Easy run dropped on Tuesday, November 24.');
    expect(cardIn(TUE, 'Easy run')).toBeInTheDocument();
    expect(cardIn(MON, 'Easy run')).toBeNull();
    expect(await screen.findByText('Easy run moved to Tuesday, November 24')).toBeInTheDocument();
    // Focus follows the card to its new day.
    expect(document.activeElement).toBe(within(column(TUE)).getByRole('button', { name: 'Move Easy run' }));
  });

  it('a card picked up while the days are still appearing shows the whole week, so the arrows reach the later days', async () => {
    const { calls } = api();
    await renderApp('/week');
    const board = await screen.findByTestId('week-board', undefined, { timeout: 15_000 });
    // The first two days are on the page, the rest a task or more away: a quick keyboard user is here already.
    expect(within(board).getAllByTestId('board-day').length).toBeLessThan(DAYS.length);
    const grip = within(board).getByRole('button', { name: 'Move Easy run' });
    grip.focus();
    fireEvent.keyDown(grip, { key: ' ', code: 'Space' });
    expect(within(board).getAllByTestId('board-day')).toHaveLength(DAYS.length);
    await waitFor(() => expect(liveRegion().textContent).toContain('Easy run is over'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await waitFor(() =>
      expect(schedules(calls)).toEqual([
        expect.objectContaining({ path: '/api/workouts/e/schedule', body: { date: '2026-11-25' } }),
      ]),
    );
  });

  it('warns before two hard sessions land on consecutive days, naming them; Cancel keeps the card where it was', async () => {
    const { calls } = api();
    await openBoard();
    await keyboardMove('Intervals', ['{ArrowRight}', '{ArrowRight}']);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Two hard sessions back to back: Thu Intervals and Fri Tempo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardIn(TUE, 'Intervals')).toBeInTheDocument();
    expect(cardIn(THU, 'Intervals')).toBeNull();
    expect(
      within(column(TUE))
        .getAllByTestId('board-card')
        .map((c) => c.getAttribute('data-workout-id')),
    ).toEqual(['i']);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(column(TUE)).getByRole('button', { name: 'Move Intervals' })),
    );
    expect(schedules(calls)).toEqual([]);
  });

  it("warns before a day the athlete keeps free ('Move to…'), and moves when confirmed", async () => {
    const { calls } = api();
    await openBoard();
    await userEvent.click(within(column(MON)).getByRole('button', { name: 'Move Easy run to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Sunday, November 29/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sunday, November 29 is not one of your training days.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move anyway' }));
    await waitFor(() => expect(schedules(calls).map((c) => c.body)).toEqual([{ date: SUN }]));
    expect(cardIn(SUN, 'Easy run')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(column(SUN)).getByRole('button', { name: 'Move Easy run' })),
    );
  });

  it("opens a card's menus from the keyboard as menu buttons: focus on the first item, Escape hands it back", async () => {
    api();
    await openBoard();
    const moveTo = within(column(MON)).getByRole('button', { name: 'Move Easy run to…' });
    expect(moveTo).toHaveAttribute('aria-haspopup', 'menu');
    expect(moveTo).toHaveAttribute('aria-expanded', 'false');
    moveTo.focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: /Tuesday, November 24/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const trigger = within(column(MON)).getByRole('button', { name: 'Move Easy run to…' });
    expect(document.activeElement).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    within(column(TUE)).getByRole('button', { name: 'Report Intervals' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const done = await screen.findByRole('menuitem', { name: 'Done as planned' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(column(TUE)).getByRole('button', { name: 'Report Intervals' })),
    );
  });

  it('asks first when the server says the move breaks a safety limit of the week, naming it', async () => {
    const { calls } = api(false, ['monotony', 'strain']);
    await openBoard();
    await userEvent.click(within(column(MON)).getByRole('button', { name: 'Move Easy run to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Wednesday, November 25/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('It breaks a safety limit of the week: Monotony, Strain.');
    expect(calls.find((c) => c.path.startsWith('/api/weeks/w-1/load-check?'))?.path).toBe(
      '/api/weeks/w-1/load-check?workout=e&day=2026-11-25',
    );
    expect(schedules(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move anyway' }));
    await waitFor(() => expect(schedules(calls).map((c) => c.body)).toEqual([{ date: '2026-11-25' }]));
  });

  it('puts the card back and says so when the schedule call fails', async () => {
    const { calls } = api(true);
    await openBoard();
    await keyboardMove('Easy run', ['{ArrowRight}', '{ArrowRight}']);
    expect(await screen.findByText('Could not move Easy run')).toBeInTheDocument();
    expect(screen.getByText('Internal error')).toBeInTheDocument();
    expect(schedules(calls).map((c) => c.body)).toEqual([{ date: '2026-11-25' }]);
    await waitFor(() => expect(cardIn(MON, 'Easy run')).toBeInTheDocument());
    expect(cardIn('2026-11-25', 'Easy run')).toBeNull();
  });

  it('Escape cancels a keyboard move, and a drop on its own day moves nothing', async () => {
    const { calls } = api();
    await openBoard();
    await keyboardMove('Tempo', []);
    await keyboardMove('Tempo', ['{ArrowRight}', '{ArrowLeft}']);
    const grip = screen.getByRole('button', { name: 'Move Tempo' });
    grip.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(liveRegion().textContent).toContain('Tempo is over Friday'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(liveRegion().textContent).toContain('Tempo is over Saturday'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(liveRegion().textContent).toContain('Moving Tempo was cancelled'));
    expect(cardIn(FRI, 'Tempo')).toBeInTheDocument();
    expect(schedules(calls)).toEqual([]);
  });

  it("speaks Polish: days in the athlete's language, the warnings naming the sessions", async () => {
    api();
    await openBoard('pl');
    expect(within(column(THU)).getByText('czw.')).toBeInTheDocument();
    await userEvent.click(within(column(TUE)).getByRole('button', { name: 'Przenieś Intervals na…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Czwartek, 26 listopada' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Dwa mocne treningi dzień po dniu: czw. Intervals i pt. Tempo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await userEvent.click(within(column(TUE)).getByRole('button', { name: 'Przenieś Intervals na…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Niedziela, 29 listopada/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ten dzień (niedziela, 29 listopada) nie jest jednym z Twoich dni treningowych.');
    expect(dialog).toHaveTextContent('Przenieść mimo to?');
  });
});
