import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { escapeHtml, redirect, sendHtml } from '../fake-garmin/http';
import { fakeIntervalsState, type FakeAthlete } from './state';

const PREFIX = '/sandbox/intervals';
const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f6f8;color:#1d2733}header{background:#2d3e50;color:#fff;padding:14px 20px;font-weight:700}
header small{font-weight:400;opacity:.7;margin-left:8px}main{max-width:760px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:10px;box-shadow:0 3px 14px rgba(0,0,0,.06);padding:18px;margin-bottom:14px}
button{border:0;border-radius:8px;padding:9px 14px;font-size:14px;font-weight:600;cursor:pointer;background:#e25c22;color:#fff}.ghost{background:#e9edf1;color:#1d2733}
input,select{padding:8px;border:1px solid #ccd5df;border-radius:6px;font-size:14px}label{font-size:13px;margin-right:6px}.muted{color:#5b6b7c;font-size:14px}
.row{display:flex;gap:10px;flex-wrap:wrap;align-items:center;justify-content:space-between}code{background:#eef2f5;padding:2px 6px;border-radius:4px}.done{color:#1c8a4b;font-weight:600}`;

const form = (action: string, inner: string) =>
  `<form method="post" action="${PREFIX}${action}" class="row">${inner}</form>`;

function athleteCard(athlete: FakeAthlete): string {
  const recorded = new Set(athlete.activities.map((a) => a.paired_event_id));
  const days = [...new Set(athlete.events.map((e) => e.start_date_local.slice(0, 10)))].sort();
  const rows = days
    .map((day) => {
      const events = athlete.events.filter((e) => e.start_date_local.startsWith(day));
      const items = events
        .map((e) => {
          const action = recorded.has(e.id)
            ? '<span class="done">Recorded</span>'
            : form(
                `/calendar/record/${encodeURIComponent(athlete.id)}/${e.id}`,
                `<label>Minutes <input name="minutes" type="number" min="1" max="600" value="60" style="width:70px"></label><button type="submit">Record this workout</button>`,
              );
          return `<div class="card row" data-testid="intervals-event"><div><strong>${escapeHtml(e.name)}</strong><div class="muted">${escapeHtml(e.type)} · ${escapeHtml(e.filename ?? 'no file')} · external_id ${escapeHtml(e.external_id ?? '-')}</div></div>${action}</div>`;
        })
        .join('');
      return `<h3>${escapeHtml(day)}</h3>${items}`;
    })
    .join('');
  const activities = athlete.activities
    .map(
      (a) =>
        `<li>${escapeHtml(a.start_date_local)} · ${escapeHtml(a.type)} · ${escapeHtml(a.name)} · ${Math.round(a.moving_time / 60)} min</li>`,
    )
    .join('');
  return `<section class="card" data-testid="intervals-athlete"><h2>${escapeHtml(athlete.name)}</h2>
<p class="muted">Settings &gt; Developer settings: athlete id <code data-testid="athlete-id">${escapeHtml(athlete.id)}</code>, API key <code data-testid="api-key">${escapeHtml(athlete.apiKey)}</code></p>
${rows || '<p class="muted">No planned workouts yet. Connect intervals.icu in Tricoach and they arrive here.</p>'}
<h3>Add a recorded activity</h3>${form(`/calendar/activity/${encodeURIComponent(athlete.id)}`, `<select name="type"><option>Ride</option><option>Run</option><option>Swim</option></select><input name="day" type="date" required><input name="time" type="time" value="07:00"><label>Minutes <input name="minutes" type="number" min="1" max="600" value="45" style="width:70px"></label><button type="submit">Add activity</button>`)}
${activities ? `<h3>Activities</h3><ul>${activities}</ul>` : ''}</section>`;
}

function page(dataDir: string, notice: string | null): string {
  const state = fakeIntervalsState(dataDir).read();
  const athletes = Object.values(state.athletes).map(athleteCard).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Calendar (local fake intervals.icu)</title><style>${STYLE}</style></head><body>
<header>intervals.icu · Calendar<small>local fake</small></header><main>
<p class="muted">Planned workouts Tricoach sent, per athlete. Recording one adds an activity that Tricoach collects on its next sync.</p>
${notice ? `<div class="card" role="status">${escapeHtml(notice)}</div>` : ''}
<div class="card row">${form('/calendar/athletes', '<button type="submit">Create an athlete</button>')}${form('/calendar/rate-limit', '<label>Answer 429 to the next <input name="calls" type="number" min="0" max="100" value="3" style="width:60px"> calls</label><button class="ghost" type="submit">Switch</button>')}</div>
${athletes || '<div class="card muted">No athletes yet: create one, then connect it in Tricoach with its athlete id and API key.</div>'}
</main></body></html>`;
}

const back = (res: ServerResponse, notice: string) =>
  redirect(res, `${PREFIX}/calendar?notice=${encodeURIComponent(notice)}`);

/** Local times are written as intervals.icu writes them (no zone); the fake's athletes live in UTC. */
function recordActivity(
  athlete: FakeAthlete,
  input: { type: string; startLocal: string; minutes: number; name: string; eventId: number | null },
) {
  const seconds = Math.round(input.minutes * 60);
  const speed = input.type === 'Ride' ? 8 : input.type === 'Run' ? 3 : 0.8;
  athlete.activities.push({
    id: `i${randomBytes(5).readUIntBE(0, 5) % 1e9}`,
    start_date: `${input.startLocal}Z`,
    start_date_local: input.startLocal,
    type: input.type,
    name: input.name,
    moving_time: seconds,
    elapsed_time: seconds + 60,
    distance: Math.round(seconds * speed),
    average_heartrate: 130 + Math.floor(Math.random() * 25),
    max_heartrate: 165 + Math.floor(Math.random() * 20),
    paired_event_id: input.eventId,
  });
}

/** The calendar page: athletes (id and key), their planned events by day, recording activities, the 429 switch. */
export async function handleCalendar(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
  path: string,
): Promise<void> {
  if (req.method === 'GET' && path === '/calendar')
    return sendHtml(res, 200, page(context.dataDir, new URL(req.url ?? '/', 'http://x').searchParams.get('notice')));
  if (req.method !== 'POST') return sendHtml(res, 404, '<!doctype html><p>Not found</p>');
  const fields = new URLSearchParams(context.body.toString('utf8'));
  const store = fakeIntervalsState(context.dataDir);
  if (path === '/calendar/athletes') {
    const athlete = store.update((s) => {
      const id = `i${++s.seq}`;
      s.athletes[id] = {
        id,
        name: `Athlete ${id}`,
        apiKey: randomBytes(18).toString('base64url'),
        events: [],
        activities: [],
      };
      return s.athletes[id]!;
    });
    // A test creating athletes over HTTP reads them from the headers (the page shows them too).
    res.setHeader('x-athlete-id', athlete.id);
    res.setHeader('x-api-key', athlete.apiKey);
    return back(res, `Created ${athlete.id}`);
  }
  if (path === '/calendar/rate-limit') {
    const calls = Math.max(0, Math.min(100, Number(fields.get('calls')) || 0));
    store.update((s) => void (s.rateLimitedCalls = calls));
    return back(res, `The next ${calls} API calls answer 429`);
  }
  const record = /^\/calendar\/record\/([^/]+)\/(\d+)$/.exec(path);
  const activity = /^\/calendar\/activity\/([^/]+)$/.exec(path);
  const athleteId = decodeURIComponent((record ?? activity)?.[1] ?? '');
  const minutes = Number(fields.get('minutes'));
  if (!athleteId || !(minutes > 0 && minutes <= 600)) return back(res, 'Give the minutes (1-600).');
  const notice = store.update((s) => {
    const athlete = s.athletes[athleteId];
    if (!athlete) return 'No such athlete.';
    if (record) {
      const event = athlete.events.find((e) => e.id === Number(record[2]));
      if (!event) return 'That workout is no longer on the calendar.';
      recordActivity(athlete, {
        type: event.type,
        startLocal: `${event.start_date_local.slice(0, 10)}T07:00:00`,
        minutes,
        name: event.name,
        eventId: event.id,
      });
      return `Recorded: ${event.name}`;
    }
    const type = ['Ride', 'Run', 'Swim'].includes(String(fields.get('type'))) ? String(fields.get('type')) : 'Ride';
    const day = String(fields.get('day') ?? '');
    const time = /^\d{2}:\d{2}$/.test(String(fields.get('time'))) ? String(fields.get('time')) : '07:00';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'Give the day of the activity.';
    recordActivity(athlete, {
      type,
      startLocal: `${day}T${time}:00`,
      minutes,
      name: `${type} (fake intervals.icu)`,
      eventId: null,
    });
    return `Added a ${type.toLowerCase()} on ${day}`;
  });
  return back(res, notice);
}
