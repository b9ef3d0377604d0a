import { Decoder, Stream } from '@garmin/fitsdk';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@shared/api/route-types';
import { invoke, type ApiResponse } from '../../support/api-event';
import { useOwnTaskQueue } from '../../support/task-queue';
import { createTestUser, type TestUser } from '../../support/users';
import { call, deliverTask, inDays, planPayload } from '../../support/handler-calls';
import { endsToday } from '../../support/week-fixtures';
import { cases, MUTATIONS, paramNames, pathOf, rows } from './route-table';

/** The kinds of ids an athlete owns; every `{param}` of the route table must resolve to one of them. */
type IdKind =
  | 'planId'
  | 'planTask'
  | 'weekId'
  | 'weekTask'
  | 'summaryTask'
  | 'workoutId'
  | 'activityId'
  | 'modifyTask'
  | 'generateTask'
  | 'conversationId'
  | 'chatTask'
  | 'onboardingRun'
  | 'paymentTx'
  | 'chatProposal';

/**
 * Keyed by the path up to and including the parameter, so `/api/plans/{id}/anything` later reuses `/api/plans/{id}`,
 * while a new resource path fails the suite until someone says which id it takes.
 */
const PARAM_KINDS: Record<string, IdKind> = {
  '/api/plans/{id}': 'planId',
  '/api/plans/{planId}': 'planId',
  '/api/plans/status/{sessionId}': 'planTask',
  '/api/weeks/{id}': 'weekId',
  '/api/weeks/{weekId}': 'weekId',
  '/api/weeks/status/{sessionId}': 'weekTask',
  '/api/weeks/summary/status/{sessionId}': 'summaryTask',
  '/api/workouts/{id}': 'workoutId',
  '/api/workout/{id}': 'workoutId',
  '/api/activities/{id}': 'activityId',
  '/api/workouts/modification/{taskId}': 'modifyTask',
  '/api/workouts/status/{sessionId}': 'generateTask',
  '/api/chat2/conversations/{id}': 'conversationId',
  '/api/chat2/status/{sessionId}': 'chatTask',
  '/api/chat/status/{runId}': 'onboardingRun',
  '/api/payment/status/{transactionId}': 'paymentTx',
  '/api/chat2/proposals/{proposalId}': 'chatProposal',
};

/** Parameterised rows whose parameter is not an owned resource: route id -> why. */
const NOT_OWNED: Record<string, string> = {
  garminPushActivities: "the push URL's secret token, Garmin's, not an athlete's resource",
  garminPushDeregistrations: "the push URL's secret token, Garmin's, not an athlete's resource",
  garminPushPermissions: "the push URL's secret token, Garmin's, not an athlete's resource",
  garminPushDailies: "the push URL's secret token, Garmin's, not an athlete's resource",
  garminPushSleeps: "the push URL's secret token, Garmin's, not an athlete's resource",
  garminPushHrv: "the push URL's secret token, Garmin's, not an athlete's resource",
  adminGetUser: 'an admin acts on any athlete (athletes get 403: route-guards)',
  adminAdjustCredits: 'an admin acts on any athlete (athletes get 403: route-guards)',
  adminSetAdmin: 'an admin acts on any athlete (athletes get 403: route-guards)',
  adminInviteBetaTester: "an admin invites any beta tester's email (athletes get 403: route-guards)",
  calendarFeed: "the feed's secret token is the credential (an unknown or revoked one is 404: calendar-feed.test.ts)",
  adminResendPasswordReset: 'an admin acts on any athlete (athletes get 403: route-guards)',
  adminRetryTask: "an admin retries any athlete's failed task (athletes get 403: route-guards)",
  adminMarkSuggestionRead: "an admin reads every athlete's suggestions (athletes get 403: route-guards)",
};

/** Owned ids sent in a body instead of the path, keyed `routeId.field`; every body field named `*Id` must be listed. */
const BODY_ID_KINDS: Record<string, IdKind> = {
  'createWeek.trainingPlanId': 'planId',
  'createWeek.weekId': 'weekId',
  'generateWorkout.trainingPlanId': 'planId',
  'generateWorkout.weekId': 'weekId',
  'saveGeneratedWorkout.weekId': 'weekId',
  'saveGeneratedWorkout.aiTaskId': 'generateTask',
  'completeWeekSummary.taskId': 'summaryTask',
  'garminSendWorkout.workoutId': 'workoutId',
  'decideReadiness.workoutId': 'workoutId',
};
/** Body id fields that are not owned resources: `routeId.field` -> why. */
const BODY_IDS_NOT_OWNED: Record<string, string> = {
  'createConversation.assistantId': 'the configured assistant, the same for every athlete',
  'paymentCheckout.productId': 'a credit pack on sale, the same for every athlete',
  'intervalsConnect.athleteId':
    "the athlete's account at intervals.icu, proven by its API key there, not a Tricoach resource",
};

/** The top-level keys of a body schema (objects, possibly wrapped in optional/default/pipe). */
function bodyFields(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return bodyFields(def.in);
  if (['optional', 'nullable', 'default'].includes(def.type as string)) return bodyFields(def.innerType);
  return [];
}

const bodyIdCases = rows.flatMap((route) =>
  bodyFields(route.body)
    .filter((field) => /(Id|^id)$/.test(field) && !(`${route.id}.${field}` in BODY_IDS_NOT_OWNED))
    .map((field) => {
      const key = `${route.id}.${field}`;
      if (!BODY_ID_KINDS[key])
        throw new Error(
          `ownership.test.ts: body field ${key} looks like an id; add it to BODY_ID_KINDS or BODY_IDS_NOT_OWNED`,
        );
      return [key, route, field, BODY_ID_KINDS[key]] as const;
    }),
);

function kindsOf(route: RouteDef): Record<string, IdKind> {
  return Object.fromEntries(
    paramNames(route).map((name) => {
      const key = route.path.slice(0, route.path.indexOf(`{${name}}`) + name.length + 2);
      const kind = PARAM_KINDS[key];
      if (!kind)
        throw new Error(
          `ownership.test.ts: route ${route.id} has an unmapped parameter ${key}; add it to PARAM_KINDS or NOT_OWNED`,
        );
      return [name, kind];
    }),
  );
}

const parameterised = rows.filter((r) => paramNames(r).length > 0 && !(r.id in NOT_OWNED));

type Ids = Record<IdKind, string>;
interface Athlete extends TestUser {
  ids: Ids;
  workout: { id: string; workoutDetails: unknown };
}

/** A valid body for each parameterised row that takes one, so the answer is about ownership, not validation. */
function bodyFor(route: RouteDef, owner: Athlete): unknown {
  if (!route.body) return undefined;
  const samples: Record<string, unknown> = {
    postConversationMessage: { message: 'Is this mine now?' },
    updatePlan: planPayload({ trainingPreferences: 'Hijacked' }),
    finishPlan: {},
    generateRaceDay: { temperatureC: 25 },
    updateWeek: { active: false },
    scheduleWorkout: { date: inDays(2) },
    workoutNote: { note: 'mine now' },
    modifyWorkout: { prompt: 'make it much harder' },
    saveModifiedWorkout: { workoutDetails: owner.workout.workoutDetails },
    saveAndSendWorkout: { workoutDetails: owner.workout.workoutDetails },
    acceptWeekAdaptation: {},
    rejectWeekAdaptationChange: { index: 0 },
    reportWorkout: { status: 'skipped', reason: 'no-time' },
    decideWeekReplan: { keep: [`drop:${owner.workout.id}:${inDays(2)}`] },
  };
  if (!(route.id in samples)) throw new Error(`ownership.test.ts: no valid sample body for ${route.id}; add one`);
  const sample = samples[route.id];
  const parsed = route.body.safeParse(sample);
  if (!parsed.success)
    throw new Error(`ownership.test.ts: the sample body for ${route.id} is invalid: ${parsed.error.message}`);
  return sample;
}

/** A valid body of the caller's own, for rows that carry owned ids in the body. */
function ownBody(route: RouteDef, caller: Athlete): Record<string, unknown> {
  const own = caller.ids;
  const samples: Record<string, Record<string, unknown>> = {
    createWeek: { trainingStyle: 'classic', requirementsPrompt: '', trainingPlanId: own.planId },
    generateWorkout: {
      sportType: 'RUNNING',
      trainingPlanId: own.planId,
      weekId: own.weekId,
      dayOfWeek: 'Wednesday',
      prompt: '',
    },
    saveGeneratedWorkout: {
      workoutDetails: caller.workout.workoutDetails,
      weekId: own.weekId,
      aiTaskId: own.generateTask,
    },
    completeWeekSummary: { taskId: own.summaryTask },
    garminSendWorkout: { workoutId: own.workoutId, scheduleDate: inDays(2) },
    decideReadiness: { date: inDays(0), choice: 'keep', kind: 'ease', workoutId: own.workoutId },
  };
  const sample = samples[route.id];
  if (!sample) throw new Error(`ownership.test.ts: no own-body sample for ${route.id}; add one`);
  return sample;
}

function expectStatus(res: ApiResponse, status: number, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
}

/** An athlete with a plan, a week and its workouts, and one of every kind of task and conversation, all finished. */
async function athlete(): Promise<Athlete> {
  const user = await createTestUser({ onboardingStatus: '5', credits: 20 });
  const go = (method: string, path: string, body?: unknown) => call(user.cookie, method, path, body);
  const run = (taskId: string) => deliverTask(user.user.id, taskId);

  const plan = await go('POST', '/api/plans', planPayload());
  expectStatus(plan, 202, 'create plan');
  await run(plan.body.sessionId);
  const [active] = (await go('GET', '/api/plans?active=true')).body;
  expect(active?.planOverview).toBeTruthy();

  const week = await go('POST', '/api/weeks', {
    trainingStyle: 'classic',
    requirementsPrompt: 'No swimming on Monday',
    trainingPlanId: active.id,
  });
  expectStatus(week, 202, 'create week');
  await run(week.body.sessionId);
  const workouts = (await go('GET', `/api/weeks/${week.body.weekId}/workouts`)).body;
  expect(workouts.length).toBeGreaterThan(0);
  // A bike or run workout, so every workout read answers 200 for its owner (swims have no Zwift file).
  const workout =
    workouts.find((w: { workoutDetails: { sport: string } }) => w.workoutDetails.sport !== 'SWIMMING') ?? workouts[0];

  const logged = await go('POST', '/api/activities', {
    sport: 'STRENGTH_TRAINING',
    date: inDays(0),
    durationMinutes: 40,
  });
  expectStatus(logged, 201, 'log an activity');

  const modify = await go('POST', `/api/workouts/${workout.id}/modify`, { prompt: '20 minutes shorter' });
  expectStatus(modify, 202, 'modify workout');
  await run(modify.body.taskId);
  const generate = await go('POST', '/api/workouts/generate', {
    sportType: 'SWIMMING',
    trainingPlanId: active.id,
    weekId: week.body.weekId,
    dayOfWeek: 'Wednesday',
    prompt: '',
  });
  expect(generate.status, JSON.stringify(generate.body)).toBeLessThan(300);
  await run(generate.body.sessionId);
  await endsToday(user.user.id);
  const summary = await go('POST', '/api/weeks/summarize', {});
  expectStatus(summary, 202, 'summarize week');
  await run(summary.body.taskId);
  const conversation = await go('POST', '/api/chat2/conversations', { message: 'Hello coach' });
  expectStatus(conversation, 202, 'create conversation');
  await run(conversation.body.sessionId);
  // A chat proposal (time away needs no week): the card's id is the athlete's own.
  const away = await go('POST', `/api/chat2/conversations/${conversation.body.conversationId}/messages`, {
    role: 'user',
    message: "I'm travelling 12-15 March",
  });
  expectStatus(away, 202, 'chat proposal');
  await run(away.body.sessionId);
  const proposal = (await go('GET', `/api/chat2/status/${away.body.sessionId}`)).body.proposals?.[0];
  expect(proposal, 'chat proposal').toMatchObject({ status: 'open' });
  const onboarding = await go('POST', '/api/chat', { message: 'hi', context: [] });
  expectStatus(onboarding, 202, 'onboarding chat');
  await run(onboarding.body.runId);
  const payment = await go('POST', '/api/payment/checkout', { productId: 'premium-4', currency: 'EUR' });
  expectStatus(payment, 201, 'checkout');
  expectStatus(await go('POST', `/api/plans/${active.id}/race-day`, {}), 201, 'race-day plan');

  const ids: Ids = {
    planId: active.id,
    planTask: plan.body.sessionId,
    weekId: week.body.weekId,
    weekTask: week.body.sessionId,
    summaryTask: summary.body.sessionId,
    workoutId: workout.id,
    activityId: logged.body.activity.id,
    modifyTask: modify.body.taskId,
    generateTask: generate.body.sessionId,
    conversationId: conversation.body.conversationId,
    chatTask: conversation.body.sessionId,
    onboardingRun: onboarding.body.runId,
    paymentTx: payment.body.transactionId,
    chatProposal: proposal.id,
  };
  for (const [kind, id] of Object.entries(ids)) expect(id, kind).toEqual(expect.any(String));
  return { ...user, ids, workout };
}

const pathFor = (route: RouteDef, owner: Athlete) =>
  pathOf(route, Object.fromEntries(Object.entries(kindsOf(route)).map(([name, kind]) => [name, owner.ids[kind]])));

/** A binary answer's content: a FIT file's messages without its creation time (stamped per download). */
function binaryContent(res: ApiResponse): unknown {
  const bytes = Buffer.from(res.raw.body ?? '', 'base64');
  if (!res.headers['content-type']?.includes('fit')) return bytes.toString('base64');
  const { messages } = new Decoder(Stream.fromBuffer(bytes)).read();
  const fileIds = (messages.fileIdMesgs ?? []).map(({ timeCreated: _stamp, ...rest }) => rest);
  return { ...messages, fileIdMesgs: fileIds };
}

/** What the owner sees: every parameterised GET row with the owner's ids, and the full data export. */
async function ownerView(owner: Athlete) {
  const reads: Record<string, unknown> = {};
  for (const route of parameterised.filter((r) => r.method === 'GET')) {
    const res = await invoke({ method: 'GET', path: pathFor(route, owner), cookies: [owner.cookie] });
    expectStatus(res, 200, `${route.id} as the owner`);
    reads[route.id] = res.raw.isBase64Encoded ? binaryContent(res) : res.body;
  }
  const exported = await invoke({ method: 'GET', path: '/api/user/export', cookies: [owner.cookie] });
  expectStatus(exported, 200, 'export');
  const { exportedAt: _ignored, ...data } = exported.body;
  return { reads, data };
}

let a: Athlete;
let b: Athlete;
let before: Awaited<ReturnType<typeof ownerView>>;

beforeAll(async () => {
  // A queue of this file's own with no worker: tasks run only when delivered here, so nothing changes behind the test.
  await useOwnTaskQueue(1);
  [a, b] = await Promise.all([athlete(), athlete()]);
  before = await ownerView(a);
}, 60_000);

describe('two-athlete ownership matrix', () => {
  it('maps every parameter of the route table to an owned id kind', () => {
    expect(parameterised.length).toBeGreaterThan(15);
    for (const route of rows)
      if (paramNames(route).length > 0 && !(route.id in NOT_OWNED)) expect(() => kindsOf(route)).not.toThrow();
    for (const id of Object.keys(NOT_OWNED))
      expect(
        rows.some((r) => r.id === id),
        `NOT_OWNED lists unknown route ${id}`,
      ).toBe(true);
  });

  // Reads first, deletes last, so a leaking mutation cannot hide a leaking read.
  const rank = (r: RouteDef) => (r.method === 'DELETE' ? 2 : MUTATIONS.has(r.method) ? 1 : 0);
  const ordered = [...parameterised].sort((x, y) => rank(x) - rank(y));

  it.each(cases(ordered))("%s with the other athlete's ids answers 404", async (_id, route) => {
    const res = await invoke({
      method: route.method,
      path: pathFor(route, a),
      body: bodyFor(route, a),
      cookies: [b.cookie],
    });
    expectStatus(res, 404, `${route.method} ${route.path} as athlete B`);
    expect(res.body).toMatchObject({ message: expect.any(String), error: expect.any(String) });
  });

  it.each(cases(ordered))('%s with ids that exist nowhere answers 404', async (_id, route) => {
    const res = await invoke({
      method: route.method,
      path: pathOf(route),
      body: bodyFor(route, b),
      cookies: [b.cookie],
    });
    expectStatus(res, 404, `${route.method} ${route.path} with random ids`);
  });

  it.each(bodyIdCases)("%s: the other athlete's id in the body answers 404", async (_key, route, field, kind) => {
    const body = {
      ...ownBody(route, b),
      [field]: a.ids[kind],
      ...(route.id === 'createWeek' && field === 'weekId' ? { retry: true } : {}),
    };
    expect(route.body!.safeParse(body).success, 'sample body is valid').toBe(true);
    const res = await invoke({ method: route.method, path: pathFor(route, a), body, cookies: [b.cookie] });
    expectStatus(res, 404, `${route.id} with A's ${field} as athlete B`);
  });

  it("left the owner's resources exactly as they were", async () => {
    const after = await ownerView(a);
    expect(after.reads).toEqual(before.reads);
    expect(after.data).toEqual(before.data);
  });

  it('the same calls still work for the owner (the ids are real)', async () => {
    for (const route of parameterised.filter((r) => r.method === 'GET')) {
      expectStatus(await invoke({ method: 'GET', path: pathFor(route, a), cookies: [a.cookie] }), 200, route.id);
      expectStatus(
        await invoke({ method: 'GET', path: pathFor(route, b), cookies: [b.cookie] }),
        200,
        `${route.id} (B's own)`,
      );
    }
  });
});
