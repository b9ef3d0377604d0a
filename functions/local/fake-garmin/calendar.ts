import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { escapeHtml, PAGE_STYLE, redirect, sendHtml } from './http';
import { pushToApp } from './push-delivery';
import { fakeGarminState } from './state';
import { handleHealth, healthForm } from './health';

/**
 * When a completed workout started, as a watch would record it: 07:00 UTC of its day, but never in the future (a
 * workout of today completed before 07:00 started just long enough ago to have finished). null: its day has not come.
 */
export function completionStart(day: string, durationSecs: number, now: Date): number | null {
  const today = now.toISOString().slice(0, 10);
  if (day > today) return null;
  const planned = Date.parse(`${day}T07:00:00Z`) / 1000;
  const latest = Math.floor(now.getTime() / 1000 - durationSecs);
  return Math.max(Date.parse(`${day}T00:00:00Z`) / 1000, Math.min(planned, latest));
}

type Step = { type?: string; durationType?: string; durationValue?: number; repeatValue?: number; steps?: Step[] };
const SPEED_M_S: Record<string, number> = { RUNNING: 3.0, CYCLING: 8.0, LAP_SWIMMING: 0.8 };

/** Planned time and distance of a Garmin workout, from its steps (distance steps at a typical speed). */
export function plannedEffort(payload: Record<string, unknown>): { seconds: number; meters: number } {
  const speed = SPEED_M_S[String(payload.sport)] ?? 2.5;
  const sum = (steps: Step[]): { seconds: number; meters: number } =>
    steps.reduce(
      (acc, step) => {
        if (step.type === 'WorkoutRepeatStep') {
          const inner = sum(step.steps ?? []);
          return {
            seconds: acc.seconds + inner.seconds * (step.repeatValue ?? 1),
            meters: acc.meters + inner.meters * (step.repeatValue ?? 1),
          };
        }
        const value = Number(step.durationValue ?? 0);
        return step.durationType === 'DISTANCE'
          ? { seconds: acc.seconds + value / speed, meters: acc.meters + value }
          : { seconds: acc.seconds + value, meters: acc.meters + value * speed };
      },
      { seconds: 0, meters: 0 },
    );
  const segments = (payload.segments as Array<{ steps?: Step[] }> | undefined) ?? [];
  return sum(segments.flatMap((s) => s.steps ?? []));
}

function page(dataDir: string, notice: string | null): string {
  const state = fakeGarminState(dataDir).read();
  const byDay = new Map<string, string[]>();
  for (const [id, schedule] of Object.entries(state.schedules).sort((a, b) => a[1].date.localeCompare(b[1].date))) {
    const workout = state.workouts[schedule.workoutId];
    if (!workout) continue;
    const effort = plannedEffort(workout.payload);
    const action = schedule.completed
      ? '<span class="done">Completed</span>'
      : schedule.date > new Date().toISOString().slice(0, 10)
        ? '<span class="muted">Not yet: its day has not come</span>'
        : `<form method="post" action="/sandbox/garmin/calendar/complete/${id}"><button class="primary" type="submit">Complete this workout</button></form>`;
    const row = `<div class="card row" data-testid="watch-workout"><div><h2>${escapeHtml(String(workout.payload.workoutName))}</h2><div class="muted">${escapeHtml(String(workout.payload.sport))} · ${Math.round(effort.seconds / 60)} min · ${escapeHtml(schedule.garminUserId)}</div></div>${action}</div>`;
    byDay.set(schedule.date, [...(byDay.get(schedule.date) ?? []), row]);
  }
  const days = [...byDay.entries()]
    .map(([day, rows]) => `<h2 style="margin:20px 0 8px">${escapeHtml(day)}</h2>${rows.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Watch calendar (local fake Garmin)</title><style>${PAGE_STYLE}</style></head><body>
<header>Garmin Connect · Calendar<small>local fake</small></header><main>
<p class="muted">Workouts Tricoach sent to the watch. "Complete this workout" records it as the watch would and pushes the activity to Tricoach.</p>
${notice ? `<div class="card" role="status">${escapeHtml(notice)}</div>` : ''}${healthForm(state, new Date().toISOString().slice(0, 10))}${days || '<div class="card muted">No workouts on the watch yet. Send one from Tricoach.</div>'}
</main></body></html>`;
}

/** The watch calendar: received workouts per day; completing one pushes a realistic activity to the app. */
export async function handleCalendar(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
  path: string,
): Promise<void> {
  const complete = /^\/calendar\/complete\/(\d+)$/.exec(path);
  if (req.method === 'GET' && path === '/calendar')
    return sendHtml(res, 200, page(context.dataDir, new URL(req.url ?? '/', 'http://x').searchParams.get('notice')));
  if (req.method === 'POST' && path === '/calendar/health') return handleHealth(res, context);
  if (req.method !== 'POST' || !complete) return sendHtml(res, 404, '<!doctype html><p>Not found</p>');
  const store = fakeGarminState(context.dataDir);
  const state = store.read();
  const schedule = state.schedules[complete[1]!];
  const workout = schedule ? state.workouts[schedule.workoutId] : undefined;
  if (!schedule || !workout)
    return redirect(res, '/sandbox/garmin/calendar?notice=That workout is no longer on the watch.');
  const effort = plannedEffort(workout.payload);
  const wobble = 0.97 + Math.random() * 0.06;
  const startTimeInSeconds = completionStart(schedule.date, Math.round(effort.seconds * wobble), new Date());
  if (startTimeInSeconds === null)
    return redirect(
      res,
      `/sandbox/garmin/calendar?notice=${encodeURIComponent(`This workout is planned for ${schedule.date}: it can be completed on its day.`)}`,
    );
  const activity = {
    userId: schedule.garminUserId,
    summaryId: `fake-${randomBytes(8).toString('hex')}`,
    activityId: Number(complete[1]),
    activityType: String(workout.payload.sport),
    activityName: String(workout.payload.workoutName),
    startTimeInSeconds,
    startTimeOffsetInSeconds: 0,
    durationInSeconds: Math.round(effort.seconds * wobble),
    distanceInMeters: Math.round(effort.meters * wobble),
    averageHeartRateInBeatsPerMinute: 135 + Math.floor(Math.random() * 20),
    maxHeartRateInBeatsPerMinute: 165 + Math.floor(Math.random() * 20),
    deviceName: 'Forerunner (fake)',
    manual: false,
  };
  const status = await pushToApp(context.appUrl, 'activities', { activities: [activity] });
  if (status === 200)
    store.update((s) => {
      s.schedules[complete[1]!]!.completed = true;
      s.activities = [...(s.activities ?? []), activity];
    });
  return redirect(
    res,
    `/sandbox/garmin/calendar?notice=${encodeURIComponent(status === 200 ? `Activity sent to Tricoach: ${activity.activityName}` : `Tricoach answered ${status}`)}`,
  );
}
