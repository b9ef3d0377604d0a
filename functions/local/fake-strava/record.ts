import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { escapeHtml, redirect, sendHtml } from '../fake-garmin/http';
import { pushEvent } from './push-delivery';
import { fakeStravaState, type FakeStravaActivity } from './state';
import { STRAVA_STYLE } from './style';

const SPORTS = [
  'Run',
  'TrailRun',
  'VirtualRun',
  'Ride',
  'VirtualRide',
  'GravelRide',
  'MountainBikeRide',
  'EBikeRide',
  'Swim',
  'WeightTraining',
  'Walk',
  'Workout',
];
const PREFIX = '/sandbox/strava/record';

function page(dataDir: string, message: string | null): string {
  const s = fakeStravaState(dataDir).read();
  const athletes = Object.entries(s.athletes).filter(([, a]) => a.authorized);
  const options = athletes
    .map(
      ([id, a]) =>
        `<option value="${escapeHtml(id)}">${escapeHtml(`${a.firstname} ${a.lastname}`.trim() || id)} (${escapeHtml(id)})</option>`,
    )
    .join('');
  const local = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  const recent = Object.values(s.activities)
    .sort((a, b) => b.start_date.localeCompare(a.start_date))
    .slice(0, 10)
    .map(
      (a) =>
        `<li>${escapeHtml(a.start_date.slice(0, 16).replace('T', ' '))} ${escapeHtml(a.sport_type)} · ${Math.round(a.elapsed_time / 60)} min · ${escapeHtml(a.name)} <form method="post" action="${PREFIX}/delete" style="display:inline"><input type="hidden" name="id" value="${a.id}"><button class="ghost" type="submit">Delete</button></form></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Record an activity · Strava (local fake)</title><style>${STRAVA_STYLE}</style></head><body>
<header>STRAVA<small>local fake</small></header><main>
${message ? `<div class="card done" role="status">${escapeHtml(message)}</div>` : ''}
<div class="card"><h1>Record an activity</h1>
${
  athletes.length === 0
    ? '<p class="muted">No athlete has authorized the app yet: connect Strava in Tricoach first.</p>'
    : `<form method="post" action="${PREFIX}">
<label for="athleteId">Athlete</label><select id="athleteId" name="athleteId">${options}</select>
<label for="sport">Sport</label><select id="sport" name="sport">${SPORTS.map((x) => `<option>${x}</option>`).join('')}</select>
<label for="start">Start (local time)</label><input id="start" name="start" type="datetime-local" value="${local}">
<label for="minutes">Duration (minutes)</label><input id="minutes" name="minutes" type="number" min="1" value="45">
<label for="km">Distance (km)</label><input id="km" name="km" type="number" min="0" step="0.01" value="8">
<label for="hr">Average heart rate (bpm, optional)</label><input id="hr" name="hr" type="number" min="0">
<label for="watts">Average power (W, optional)</label><input id="watts" name="watts" type="number" min="0">
<label><input type="checkbox" name="private" value="1" style="width:auto"> Only you can see this activity</label>
<div class="row" style="margin-top:16px"><span class="muted">Subscription: ${s.subscription ? escapeHtml(s.subscription.callbackUrl) : 'none (the app gets no events)'}</span><button class="primary" type="submit">Save activity</button></div>
</form>`
}</div>
<div class="card"><h2>Recent activities</h2><ul>${recent || '<li class="muted">None yet</li>'}</ul></div>
<div class="card"><h2>Rate limit</h2><p class="muted">Usage ${s.usage.short}/${s.limits.short} (15 min), read ${s.usage.readShort}/${s.limits.readShort}. Answering 429 for the next ${s.busyCalls} calls.</p>
<form method="post" action="${PREFIX}/busy"><label for="calls">Answer 429 to the next calls</label><input id="calls" name="calls" type="number" min="0" value="5"><button class="ghost" type="submit">Set</button></form></div>
</main></body></html>`;
}

const num = (v: string | null) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : undefined);

/** "Record an activity": stores it as Strava would, then POSTs the create event to the app's subscription. */
export async function handleRecord(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
  path: string,
): Promise<void> {
  const store = fakeStravaState(context.dataDir);
  if (req.method === 'GET')
    return sendHtml(
      res,
      200,
      page(context.dataDir, new URL(req.url ?? '/', 'http://fake').searchParams.get('message')),
    );
  const form = new URLSearchParams(context.body.toString('utf8'));
  if (path === '/record/busy') {
    store.update((s) => void (s.busyCalls = Math.max(0, Math.floor(Number(form.get('calls')) || 0))));
    return redirect(res, `${PREFIX}?message=${encodeURIComponent('Saved')}`);
  }
  if (path === '/record/delete') {
    const removed = store.update((s) => {
      const a = s.activities[form.get('id') ?? ''];
      if (a) delete s.activities[String(a.id)];
      return a;
    });
    if (removed)
      await pushEvent(context.dataDir, {
        object_type: 'activity',
        object_id: removed.id,
        aspect_type: 'delete',
        owner_id: Number(removed.athleteId),
      });
    return redirect(res, `${PREFIX}?message=${encodeURIComponent(removed ? 'Deleted' : 'Not found')}`);
  }
  const athleteId = form.get('athleteId') ?? '';
  const minutes = num(form.get('minutes'));
  const start = Date.parse(form.get('start') ?? '');
  if (!store.read().athletes[athleteId] || !minutes || !Number.isFinite(start))
    return sendHtml(res, 400, page(context.dataDir, 'An athlete, a start and a duration are required'));
  const watts = num(form.get('watts'));
  const activity = store.update((s): FakeStravaActivity => {
    s.seq += 1;
    const sport = SPORTS.includes(form.get('sport') ?? '') ? form.get('sport')! : 'Workout';
    const a: FakeStravaActivity = {
      id: s.seq,
      athleteId,
      name: `${sport === 'Ride' ? 'Morning Ride' : sport === 'Swim' ? 'Morning Swim' : sport === 'Run' ? 'Morning Run' : sport}`,
      sport_type: sport,
      // The form's time is the browser's local time; Strava keeps start_date in UTC.
      start_date: new Date(start).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      elapsed_time: Math.round(minutes * 60),
      moving_time: Math.round(minutes * 60 * 0.95),
      distance: Math.round((num(form.get('km')) ?? 0) * 1000),
      total_elevation_gain: 0,
      ...(num(form.get('hr'))
        ? { average_heartrate: num(form.get('hr')), max_heartrate: Math.round(num(form.get('hr'))! * 1.12) }
        : {}),
      ...(watts ? { average_watts: watts, weighted_average_watts: Math.round(watts * 1.04) } : {}),
      device_watts: Boolean(watts),
      trainer: sport.startsWith('Virtual'),
      manual: false,
      private: form.get('private') === '1',
    };
    s.activities[String(a.id)] = a;
    return a;
  });
  const status = await pushEvent(context.dataDir, {
    object_type: 'activity',
    object_id: activity.id,
    aspect_type: 'create',
    owner_id: Number(athleteId),
  });
  return redirect(
    res,
    `${PREFIX}?message=${encodeURIComponent(status === 200 ? `Saved: ${activity.name}, sent to the app` : `Saved: ${activity.name} (the app did not answer 200: ${status})`)}`,
  );
}
