import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { escapeHtml, redirect } from './http';
import { pushToApp } from './push-delivery';
import type { FakeGarminState } from './state';

/** The calendar page's form: one day's resting HR, stress, sleep score and overnight HRV for a connected watch. */
export function healthForm(state: FakeGarminState, today: string): string {
  const users = Object.entries(state.users)
    .filter(([, u]) => u.registered)
    .map(([id]) => id);
  if (!users.length) return '';
  const options = users.map((id) => `<option value="${escapeHtml(id)}">${escapeHtml(id)}</option>`).join('');
  const field = (name: string, label: string, value: string) =>
    `<label>${label}<input name="${name}" inputmode="numeric" value="${value}" data-testid="health-${name}"></label>`;
  return `<form class="card" method="post" action="/sandbox/garmin/calendar/health" data-testid="watch-health"><h2>A day's health values</h2>
<p class="muted">Sent to Tricoach as Garmin's Health API pushes them: a daily summary (resting HR, stress), a sleep summary and an HRV summary. Empty fields are left out.</p>
<label>Watch<select name="garminUser">${options}</select></label><label>Day<input name="date" type="date" value="${today}" data-testid="health-date"></label>
${field('restingHr', 'Resting heart rate (bpm)', '50')}${field('stress', 'Average stress (1-100)', '30')}${field('sleepScore', 'Sleep score (0-100)', '80')}${field('hrv', 'Overnight HRV (ms)', '60')}
<button class="primary" type="submit">Send the day's values</button></form>`;
}

const numberOf = (form: URLSearchParams, name: string) => {
  const raw = form.get(name)?.trim();
  return raw ? Number(raw) : null;
};

/** Pushes the day's summaries (only those with a value) to the app, each as its own notification like Garmin. */
export async function handleHealth(res: ServerResponse, context: SandboxContext): Promise<void> {
  const form = new URLSearchParams(context.body.toString('utf8'));
  const userId = form.get('garminUser') ?? '';
  const calendarDate = form.get('date') ?? '';
  const id = () => `fake-${randomBytes(6).toString('hex')}`;
  const restingHr = numberOf(form, 'restingHr');
  const stress = numberOf(form, 'stress');
  const sleepScore = numberOf(form, 'sleepScore');
  const hrv = numberOf(form, 'hrv');
  const pushes: Array<Promise<number>> = [];
  if (restingHr !== null || stress !== null)
    pushes.push(
      pushToApp(context.appUrl, 'dailies', {
        dailies: [
          {
            userId,
            summaryId: id(),
            calendarDate,
            durationInSeconds: 86_400,
            restingHeartRateInBeatsPerMinute: restingHr,
            averageStressLevel: stress ?? -1,
          },
        ],
      }),
    );
  if (sleepScore !== null)
    pushes.push(
      pushToApp(context.appUrl, 'sleeps', {
        sleeps: [
          {
            userId,
            summaryId: id(),
            calendarDate,
            durationInSeconds: 7 * 3600,
            overallSleepScore: {
              value: sleepScore,
              qualifierKey: sleepScore < 60 ? 'POOR' : sleepScore < 80 ? 'FAIR' : 'GOOD',
            },
          },
        ],
      }),
    );
  if (hrv !== null)
    pushes.push(
      pushToApp(context.appUrl, 'hrv', {
        hrv: [{ userId, summaryId: id(), calendarDate, lastNightAvg: hrv, lastNight5MinHigh: hrv + 20 }],
      }),
    );
  const statuses = await Promise.all(pushes);
  const failed = statuses.filter((s) => s !== 200);
  const notice = failed.length
    ? `Tricoach answered ${failed.join(', ')}`
    : `Sent ${statuses.length} health summaries for ${calendarDate} to Tricoach`;
  return redirect(res, `/sandbox/garmin/calendar?notice=${encodeURIComponent(notice)}`);
}
