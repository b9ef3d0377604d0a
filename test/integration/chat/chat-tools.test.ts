import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { weekdayOf } from '@shared/calendar/weekdays';
import { createPlatform } from '../../../functions/composition/platform';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { resetEnvCache } from '../../../functions/lib/env';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import {
  functionCallItem,
  messageItem,
  responseObject,
  startFakeOpenAi,
  textAnswer,
  type FakeOpenAi,
} from '../../support/fake-openai';
import { athleteWithPlan, call, deliverTask, readyWeek } from '../../support/week-fixtures';

interface Workout {
  id: string;
  day: string;
  updatedAt?: string;
  workoutDetails: { sport: string; workoutName: string; estimatedDurationInSecs: number };
  report?: { status: string; reason?: string };
}
interface Proposal {
  id: string;
  kind: string;
  status: string;
  title: string;
  lines: string[];
  refusal?: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const every = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A ready week that starts today (every session still ahead), in a plan that trains on every day of the week. */
async function weekFromToday() {
  const a = await athleteWithPlan(1);
  const { weekId } = await readyWeek(a, 'classic', '');
  await createWeekServices(createPlatform()).mover.moveActive(a.user.id, today());
  await documentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME!,
      Key: keys.plan(a.user.id, a.planId),
      UpdateExpression: 'SET workoutDays = :days',
      ExpressionAttributeValues: { ':days': every },
    }),
  );
  return { a, weekId, workouts: await workoutsOf(a.cookie, weekId) };
}

const workoutsOf = async (cookie: string, weekId: string) =>
  (await call(cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];

/** One chat turn on the real worker: the reply and the proposal cards under it. */
async function say(a: { cookie: string; user: { id: string } }, message: string, conversationId?: string) {
  const started = conversationId
    ? await call(a.cookie, 'POST', `/api/chat2/conversations/${conversationId}/messages`, { role: 'user', message })
    : await call(a.cookie, 'POST', '/api/chat2/conversations', { message });
  expect(started.status).toBe(202);
  await deliverTask(a.user.id, started.body.sessionId);
  const status = await call(a.cookie, 'GET', `/api/chat2/status/${started.body.sessionId}`);
  expect(status.body).toMatchObject({ completed: true, status: 'completed' });
  return {
    message: status.body.message as string,
    proposals: (status.body.proposals ?? []) as Proposal[],
    conversationId: (conversationId ?? started.body.conversationId) as string,
  };
}

const longest = (workouts: Workout[], sport: string) =>
  workouts
    .filter((w) => w.workoutDetails.sport === sport)
    .sort((x, y) => y.workoutDetails.estimatedDurationInSecs - x.workoutDetails.estimatedDurationInSecs)[0]!;
const nextSunday = () => {
  let day = today();
  while (weekdayOf(day) !== 'sunday') day = addDays(day, 1);
  return day;
};
const POLISH_MONTH = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];

/** Sunday made free (its sessions deleted, the long ride off it), so moving the long ride there is legal. */
async function freeSunday(a: { cookie: string }, weekId: string, workouts: Workout[]) {
  const sunday = nextSunday();
  const ride = longest(workouts, 'CYCLING');
  for (const w of workouts.filter((w) => w.day === sunday && w.id !== ride.id))
    expect((await call(a.cookie, 'DELETE', `/api/workout/${w.id}`)).status).toBe(200);
  if (ride.day === sunday)
    expect(
      (
        await call(a.cookie, 'POST', `/api/workouts/${ride.id}/schedule`, {
          date: addDays(sunday, -3) < today() ? addDays(sunday, 1) : addDays(sunday, -3),
        })
      ).status,
    ).toBe(200);
  return { ride: (await workoutsOf(a.cookie, weekId)).find((w) => w.id === ride.id)!, sunday };
}

const accept = (cookie: string, id: string) => call(cookie, 'POST', `/api/chat2/proposals/${id}/accept`);
const keep = (cookie: string, id: string) => call(cookie, 'POST', `/api/chat2/proposals/${id}/keep`);

// Each test builds a plan and a week on the real workers: slow on a loaded machine.
describe('the chat acts through the offline coach', { timeout: 240_000 }, () => {
  it('"move my long ride to Sunday": a card; nothing moves until Accept, which moves it; the card is then answered', async () => {
    const { a, weekId, workouts } = await weekFromToday();
    const { ride, sunday } = await freeSunday(a, weekId, workouts);
    const { message, proposals, conversationId } = await say(a, 'move my long ride to Sunday');
    expect(proposals).toHaveLength(1);
    const [card] = proposals;
    expect(card).toMatchObject({ kind: 'move', status: 'open', title: expect.stringContaining('Move ') });
    expect(card.lines[0]).toMatch(/moves from \w+ \d+ \w+ to Sunday \d+ \w+\./);
    expect(message).toContain('Accept it below');
    expect((await workoutsOf(a.cookie, weekId)).find((w) => w.id === ride.id)!.day).toBe(ride.day);

    const accepted = await accept(a.cookie, card.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: card.id, status: 'accepted' });
    expect((await workoutsOf(a.cookie, weekId)).find((w) => w.id === ride.id)!.day).toBe(sunday);
    // The conversation shows the card answered; answering again is a 409.
    const listed = (await call(a.cookie, 'GET', `/api/chat2/conversations/${conversationId}/messages`)).body;
    expect(listed.at(-1)).toMatchObject({ role: 'assistant', proposals: [{ id: card.id, status: 'accepted' }] });
    expect(listed[0].proposals).toBeUndefined();
    expect((await accept(a.cookie, card.id)).status).toBe(409);
    expect((await keep(a.cookie, card.id)).status).toBe(409);
  });

  it("Keep leaves the week; a week changed since is a 409; another athlete's proposal is a 404", async () => {
    const { a, weekId, workouts } = await weekFromToday();
    const b = await athleteWithPlan(1);
    // A Polish athlete: the request, the card and the reply in Polish.
    expect((await call(a.cookie, 'PATCH', '/api/user', { lang: 'pl' })).status).toBe(200);
    const later = addDays(today(), 40);
    const away = await say(
      a,
      `Wyjeżdżam ${Number(later.slice(8, 10))}-${Number(addDays(later, 2).slice(8, 10))} ${POLISH_MONTH[Number(addDays(later, 2).slice(5, 7)) - 1]}`,
    );
    const [card] = away.proposals;
    expect(card).toMatchObject({
      kind: 'away',
      status: 'open',
      lines: [expect.stringContaining('dodane do dni wyłączonych z treningu')],
    });
    expect(away.message).toContain('oto moja propozycja');
    expect((await accept(b.cookie, card.id)).status).toBe(404);
    expect((await keep(b.cookie, card.id)).status).toBe(404);
    const before = await workoutsOf(a.cookie, weekId);
    expect((await keep(a.cookie, card.id)).body).toMatchObject({ status: 'kept' });
    expect(await workoutsOf(a.cookie, weekId)).toEqual(before);
    expect((await call(a.cookie, 'GET', '/api/availability')).body.blackouts).toEqual([]);
    expect((await accept(a.cookie, card.id)).status).toBe(409);

    // A move proposed, then the week changed by hand: the proposal was made on a week that is gone.
    const { ride, sunday } = await freeSunday(a, weekId, workouts);
    const move = (await say(a, 'przenieś długą jazdę na niedzielę', away.conversationId)).proposals[0];
    expect(move).toMatchObject({ kind: 'move', status: 'open' });
    expect((await call(a.cookie, 'POST', `/api/workout/${ride.id}/note`, { note: 'legs heavy' })).status).toBeLessThan(
      300,
    );
    const stale = await accept(a.cookie, move.id);
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body)).toContain('Your week changed since this proposal was made');
    expect((await workoutsOf(a.cookie, weekId)).find((w) => w.id === ride.id)!.day).not.toBe(sunday);
  });

  it('"I\'m travelling tomorrow" blocks the day out and re-plans what it held; "I\'m sick today" skips today; "40 minutes tomorrow" fits the day', async () => {
    const { a, weekId, workouts } = await weekFromToday();
    const tomorrow = addDays(today(), 1);
    // Today and tomorrow each hold a session (the athlete's own moves), so each request has something to change.
    const run = longest(workouts, 'RUNNING');
    const ride = longest(workouts, 'CYCLING');
    if (!workouts.some((w) => w.day === today()))
      expect(
        (
          await call(
            a.cookie,
            'POST',
            `/api/workouts/${workouts.find((w) => w.id !== run.id && w.id !== ride.id)!.id}/schedule`,
            { date: today() },
          )
        ).status,
      ).toBe(200);

    const sick = await say(a, "I'm sick today");
    const todays = (await workoutsOf(a.cookie, weekId)).filter((w) => w.day === today());
    expect(sick.proposals[0]).toMatchObject({
      kind: 'rest',
      status: 'open',
      lines: todays.map(
        (w) =>
          `${w.workoutDetails.workoutName.replace(/^Tricoach - /, '')} (${Math.round(w.workoutDetails.estimatedDurationInSecs / 60)} min) is marked skipped because you are ill.`,
      ),
    });
    expect((await accept(a.cookie, sick.proposals[0].id)).body).toMatchObject({ status: 'accepted' });
    for (const w of (await workoutsOf(a.cookie, weekId)).filter((x) => x.day === today()))
      expect(w.report).toMatchObject({ status: 'skipped', reason: 'sick' });

    const minutes = (list: Workout[]) =>
      list.reduce((t, w) => t + Math.round(w.workoutDetails.estimatedDurationInSecs / 60), 0);
    const openOn = async (day: string) =>
      (await workoutsOf(a.cookie, weekId)).filter((w) => w.day === day && !w.report);
    if (minutes(await openOn(tomorrow)) <= 40)
      expect((await call(a.cookie, 'POST', `/api/workouts/${run.id}/schedule`, { date: tomorrow })).status).toBe(200);
    expect(minutes(await openOn(tomorrow))).toBeGreaterThan(40);
    const tight = await say(a, 'I only have 40 minutes tomorrow', sick.conversationId);
    expect(tight.proposals[0]).toMatchObject({
      kind: 'minutes',
      status: 'open',
      title: expect.stringContaining('Only 40 min on '),
    });
    expect(
      tight.proposals[0].lines.every((l) =>
        /is shortened from \d+ to \d+ min\.|is skipped: there is no time for it that day\.|is a key session of the week: it moves from/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect((await accept(a.cookie, tight.proposals[0].id)).status).toBe(200);
    expect(minutes(await openOn(tomorrow))).toBeLessThanOrEqual(40);
    expect((await say(a, 'I only have 40 minutes tomorrow', sick.conversationId)).message).toContain(
      'already fit in 40 min',
    );

    const held = (await workoutsOf(a.cookie, weekId)).filter((w) => w.day === tomorrow && !w.report);
    const travel = await say(a, "I'm travelling tomorrow", sick.conversationId);
    const [card] = travel.proposals;
    expect(card).toMatchObject({ kind: 'away', status: 'open', title: expect.stringContaining('(Travelling)') });
    expect(card.lines).toHaveLength(1 + held.length);
    expect((await accept(a.cookie, card.id)).body).toMatchObject({ status: 'accepted' });
    expect((await call(a.cookie, 'GET', '/api/availability')).body.blackouts).toEqual([
      { from: tomorrow, to: tomorrow, note: 'Travelling' },
    ]);
    expect((await workoutsOf(a.cookie, weekId)).filter((w) => w.day === tomorrow && !w.report)).toEqual([]);
    expect((await call(a.cookie, 'GET', `/api/weeks/${weekId}/replan`)).body.changes).toEqual([]);
  });
});

describe('the chat acts through OpenAI function calls (a scripted fake)', { timeout: 240_000 }, () => {
  let openai: FakeOpenAi;
  const saved = { ...process.env };
  beforeAll(async () => {
    openai = await startFakeOpenAi();
  });
  afterAll(async () => {
    await openai.stop();
  });

  /** Only the chat turn goes to the fake: the plan and week were built by the offline coach. */
  async function sayToOpenAi(a: { cookie: string; user: { id: string } }, message: string) {
    Object.assign(process.env, {
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-chat-tools',
      OPENAI_BASE_URL: openai.baseURL,
    });
    resetEnvCache();
    try {
      return await say(a, message);
    } finally {
      for (const key of ['AI_PROVIDER', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      resetEnvCache();
    }
  }

  const outputsSent = (index: number) =>
    (openai.requests[index]!.body.input as Array<{ type: string; output?: string }>)
      .filter((i) => i.type === 'function_call_output')
      .map((i) => JSON.parse(i.output!));

  it('move_workout proposes through the same guardrails; Accept moves it; the tools are strict', async () => {
    openai.reset();
    const { a, weekId, workouts } = await weekFromToday();
    const { ride, sunday } = await freeSunday(a, weekId, workouts);
    openai.enqueue(
      { json: responseObject([functionCallItem('move_workout', { workout_id: ride.id, to_date: sunday })]) },
      textAnswer('I proposed moving your long ride to Sunday: accept it below.'),
    );
    const turn = await sayToOpenAi(a, 'Could my long ride go to Sunday?');
    expect(turn.message).toBe('I proposed moving your long ride to Sunday: accept it below.');
    expect(turn.proposals).toEqual([expect.objectContaining({ kind: 'move', status: 'open' })]);

    const tools = openai.requests[0]!.body.tools as Array<{
      name: string;
      strict: boolean;
      parameters: { additionalProperties: boolean };
    }>;
    expect(tools.map((t) => t.name).sort()).toEqual([
      'block_out_dates',
      'limit_day_minutes',
      'move_workout',
      'report_sick',
    ]);
    expect(tools.every((t) => t.strict && t.parameters.additionalProperties === false)).toBe(true);
    expect(outputsSent(1)).toEqual([
      expect.objectContaining({ proposed: true, changes: [expect.stringContaining('to Sunday')] }),
    ]);

    expect((await accept(a.cookie, turn.proposals[0].id)).status).toBe(200);
    expect((await workoutsOf(a.cookie, weekId)).find((w) => w.id === ride.id)!.day).toBe(sunday);
  });

  it('a model that proposes something unsafe (onto a blackout, into the past, an id not in the week) is refused, and the chat says so', async () => {
    openai.reset();
    const { a, weekId, workouts } = await weekFromToday();
    const { ride, sunday } = await freeSunday(a, weekId, workouts);
    expect(
      (await call(a.cookie, 'PUT', '/api/availability', { blackouts: [{ from: sunday, to: sunday, note: 'Wedding' }] }))
        .status,
    ).toBe(200);
    const before = await workoutsOf(a.cookie, weekId);
    openai.enqueue(
      { json: responseObject([functionCallItem('move_workout', { workout_id: ride.id, to_date: sunday })]) },
      {
        json: responseObject([
          functionCallItem('move_workout', { workout_id: ride.id, to_date: addDays(today(), -1) }),
        ]),
      },
      {
        json: responseObject([
          functionCallItem('move_workout', { workout_id: 'not-a-session', to_date: addDays(today(), 1) }),
          messageItem('…'),
        ]),
      },
      textAnswer('Sorry, I cannot move it there: Sunday is blocked out.'),
    );
    const turn = await sayToOpenAi(a, 'Move my long ride to Sunday, or yesterday, whatever');
    expect(turn.message).toBe('Sorry, I cannot move it there: Sunday is blocked out.');
    expect(turn.proposals.map((p) => p.status)).toEqual(['refused', 'refused', 'refused']);
    expect(turn.proposals[0].refusal).toMatch(/^Sunday \d+ \w+ is blocked out \(Wedding\)\.$/);
    expect(turn.proposals[1].refusal).toMatch(/is already gone: nothing moves into the past\./);
    expect(turn.proposals[2].refusal).toBe('That session is not in your current week.');
    expect(outputsSent(1)).toEqual([expect.objectContaining({ refused: true, reason: turn.proposals[0].refusal })]);
    expect(await workoutsOf(a.cookie, weekId)).toEqual(before);
    const refusedAccept = await accept(a.cookie, turn.proposals[0].id);
    expect(refusedAccept.status).toBe(409);
    expect(JSON.stringify(refusedAccept.body)).toContain('refused by the safety checks');
  });
});
