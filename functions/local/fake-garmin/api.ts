import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { sendJson } from './http';
import { pushToApp } from './push-delivery';
import { fakeGarminState, type FakeGarminState } from './state';

const SPORTS = new Set([
  'RUNNING',
  'CYCLING',
  'LAP_SWIMMING',
  'STRENGTH_TRAINING',
  'CARDIO_TRAINING',
  'GENERIC',
  'YOGA',
  'PILATES',
  'MULTI_SPORT',
]);
const TARGETS = new Set(['SPEED', 'HEART_RATE', 'CADENCE', 'POWER', 'GRADE', 'RESISTANCE', 'OPEN', 'PACE']);
const INTENSITIES = new Set(['REST', 'WARMUP', 'COOLDOWN', 'RECOVERY', 'ACTIVE', 'INTERVAL', 'MAIN']);

type Step = Record<string, unknown> & { steps?: Step[] };

/** What Garmin documents and checks: the sport, at most 100 steps, step kinds, and targets (swims: none). */
function invalidWorkout(body: Record<string, unknown>): string | null {
  if (typeof body.workoutName !== 'string' || !body.workoutName) return 'workoutName is required';
  if (!SPORTS.has(String(body.sport))) return `Invalid sport ${String(body.sport)}`;
  const segments = body.segments as Array<{ steps?: Step[] }> | undefined;
  if (!Array.isArray(segments) || segments.length !== 1) return 'A single-sport workout has exactly one segment';
  const all = (segments[0]!.steps ?? []).flatMap((s) => [s, ...(s.steps ?? [])]);
  if (all.length === 0) return 'A workout needs at least one step';
  if (all.length > 100) return `Too many steps: ${all.length} (at most 100)`;
  for (const step of all) {
    if (step.type === 'WorkoutRepeatStep') {
      if (!Number.isInteger(step.repeatValue) || Number(step.repeatValue) < 1)
        return 'repeatValue must be a positive integer';
      continue;
    }
    if (step.type !== 'WorkoutStep') return `Invalid step type ${String(step.type)}`;
    if (!INTENSITIES.has(String(step.intensity))) return `Invalid intensity ${String(step.intensity)}`;
    if (body.sport === 'LAP_SWIMMING') {
      if (step.targetType !== null) return 'Swim steps take no primary target (targetType must be null)';
      if (step.durationType === 'TIME' && step.intensity !== 'REST') return 'Swim steps are distance-based';
      continue;
    }
    if (!TARGETS.has(String(step.targetType))) return `Invalid targetType ${String(step.targetType)}`;
    if (
      step.targetType === 'HEART_RATE' &&
      step.targetValue !== null &&
      !(Number(step.targetValue) >= 1 && Number(step.targetValue) <= 5)
    )
      return 'Heart-rate zone must be 1-5';
    if (
      step.targetType === 'HEART_RATE' &&
      step.targetValue === null &&
      !(
        Number(step.targetValueLow) >= 30 &&
        Number(step.targetValueHigh) <= 250 &&
        Number(step.targetValueHigh) >= Number(step.targetValueLow)
      )
    )
      return 'A custom heart-rate target needs targetValueLow <= targetValueHigh in bpm';
    if (
      (step.targetType === 'PACE' || step.targetType === 'SPEED') &&
      !(Number(step.targetValueLow) > 0 && Number(step.targetValueHigh) >= Number(step.targetValueLow))
    )
      return 'Speed targets need targetValueLow <= targetValueHigh in m/s';
  }
  return null;
}

function bearer(req: IncomingMessage, state: FakeGarminState): string | null {
  const match = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''));
  const access = match ? state.accessTokens[match[1]!] : undefined;
  return access && access.expiresAt > Date.now() / 1000 && state.users[access.garminUserId]?.registered
    ? access.garminUserId
    : null;
}

/** Garmin's REST API as our client calls it: the user endpoints, Training API V2 and activity backfill. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
  path: string,
): Promise<void> {
  const store = fakeGarminState(context.dataDir);
  const state = store.read();
  const user = bearer(req, state);
  if (!user) return sendJson(res, 401, { message: 'The access token is invalid or expired' });
  const body = context.body.length ? (JSON.parse(context.body.toString('utf8')) as Record<string, unknown>) : {};
  const route = `${req.method} ${path}`;

  if (route === 'GET /wellness-api/rest/user/id') return sendJson(res, 200, { userId: user });
  if (route === 'GET /wellness-api/rest/user/permissions') return sendJson(res, 200, state.users[user]!.permissions);
  if (route === 'DELETE /wellness-api/rest/user/registration') {
    store.update((s) => void (s.users[user]!.registered = false));
    // Garmin confirms with a final deregistration notification.
    setTimeout(
      () =>
        void pushToApp(context.appUrl, 'deregistrations', {
          deregistrations: [{ userId: user, deregistrationTimeInSeconds: Math.floor(Date.now() / 1000) }],
        }),
      200,
    ).unref();
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'GET' && path === '/wellness-api/rest/backfill/activities') {
    // Like Garmin: 202 now, then the recorded activities of that range arrive as a push.
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    const from = Number(query.get('summaryStartTimeInSeconds'));
    const to = Number(query.get('summaryEndTimeInSeconds'));
    const history = (state.activities ?? []).filter(
      (a) => a.userId === user && a.startTimeInSeconds >= from && a.startTimeInSeconds <= to,
    );
    if (history.length > 0)
      setTimeout(() => void pushToApp(context.appUrl, 'activities', { activities: history }), 200).unref();
    res.writeHead(202).end();
    return;
  }
  if (
    !state.users[user]!.permissions.includes('WORKOUT_IMPORT') &&
    (path.startsWith('/workoutportal') || path.startsWith('/training-api'))
  ) {
    return sendJson(res, 412, { message: 'The user has not granted WORKOUT_IMPORT' });
  }
  if (path.startsWith('/workoutportal') && (state.busyCalls ?? 0) > 0) {
    store.update((s) => void (s.busyCalls = (s.busyCalls ?? 1) - 1));
    return sendJson(res, 429, { message: 'Rate limit exceeded' });
  }
  if (route === 'POST /workoutportal/workout/v2') {
    const problem = invalidWorkout(body);
    if (problem) return sendJson(res, 400, { message: problem });
    const workoutId = store.update((s) => {
      const id = String(++s.seq);
      s.workouts[id] = { garminUserId: user, payload: { ...body, workoutId: Number(id), ownerId: user } };
      return id;
    });
    return sendJson(res, 200, { ...body, workoutId: Number(workoutId), ownerId: user });
  }
  const workout = /^\/training-api\/workout\/v2\/(\d+)$/.exec(path);
  if (req.method === 'DELETE' && workout) {
    const id = workout[1]!;
    if (state.workouts[id]?.garminUserId !== user) return sendJson(res, 404, { message: 'Workout not found' });
    if (Object.values(state.schedules).some((s) => s.workoutId === id))
      return sendJson(res, 424, { message: 'The workout is still scheduled' });
    store.update((s) => void delete s.workouts[id]);
    res.writeHead(204).end();
    return;
  }
  if (route === 'POST /training-api/schedule/') {
    const workoutId = String(body.workoutId);
    if (state.workouts[workoutId]?.garminUserId !== user) return sendJson(res, 400, { message: 'Unknown workoutId' });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(body.date)))
      return sendJson(res, 400, { message: 'date must be YYYY-MM-DD' });
    const scheduleId = store.update((s) => {
      const id = String(++s.seq);
      s.schedules[id] = { garminUserId: user, workoutId, date: String(body.date), completed: false };
      return id;
    });
    return sendJson(res, 200, Number(scheduleId));
  }
  const schedule = /^\/training-api\/schedule\/(\d+)$/.exec(path);
  if (req.method === 'DELETE' && schedule) {
    const id = schedule[1]!;
    if (state.schedules[id]?.garminUserId !== user) return sendJson(res, 404, { message: 'Schedule not found' });
    store.update((s) => void delete s.schedules[id]);
    res.writeHead(204).end();
    return;
  }
  return sendJson(res, 404, { message: `No route ${route}` });
}
