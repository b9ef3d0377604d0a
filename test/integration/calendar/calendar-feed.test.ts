import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/db/keys';
import { addDays } from '@shared/calendar/days';
import { sha256 } from '../../../functions/lib/crypto';
import { FEED_READS } from '../../../functions/modules/calendar/feed-service';
import { duration } from '@shared/weeks/workout-display';
import { invoke } from '../../support/api-event';
import { putItems } from '../../support/progress-fixtures';
import { athleteWithPlan, call, rawItem, readyWeek } from '../../support/week-fixtures';

/** The feed as a calendar client reads it: GET without a session. */
async function fetchFeed(url: string) {
  const path = new URL(url).pathname;
  return invoke({ method: 'GET', path });
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('the private calendar feed', () => {
  it('is an RFC 5545 calendar of the planned workouts that follows a move, readable only through its current link', async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await readyWeek(a);
    expect((await call(a.cookie, 'GET', '/api/calendar-feed')).body).toEqual({ active: false, createdAt: null });

    const made = await call(a.cookie, 'POST', '/api/calendar-feed', {});
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call(a.cookie, 'GET', '/api/calendar-feed')).body).toMatchObject({ active: true });

    const feed = await fetchFeed(made.body.url);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    // The same token without the .ics ending reads the same feed.
    expect((await fetchFeed(made.body.url.replace(/\.ics$/, ''))).status).toBe(200);
    const ics = Buffer.from(feed.raw.body ?? '', feed.raw.isBase64Encoded ? 'base64' : 'utf8').toString('utf8');
    const events = parse(ics);
    const dated = workouts.filter((w: { day: string | null }) => w.day);
    expect(events).toHaveLength(dated.length);
    const first = dated[0];
    const event = events.find((e) => e.uid === `${first.id}@tricoach`)!;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(first.day);
    expect(event.summary).toContain(first.workoutDetails.workoutName);
    // The title gives the length in whole minutes, as a calendar reads it.
    expect(event.summary).toContain(
      `(${duration(Math.max(60, Math.round(first.workoutDetails.estimatedDurationInSecs / 60) * 60))})`,
    );
    expect(event.description).toContain('Steps:');
    expect(event.description).toContain(
      first.workoutDetails.steps[0].description ?? first.workoutDetails.steps[0].steps[0].description,
    );

    // Moving the workout moves the event at the next read.
    const target =
      dated.map((w: { day: string }) => w.day).find((day: string) => day !== first.day) ?? addDays(first.day, 1);
    expect(target).not.toBe(first.day);
    expect((await call(a.cookie, 'POST', `/api/workouts/${first.id}/schedule`, { date: target })).status).toBe(200);
    const moved = parse(Buffer.from((await fetchFeed(made.body.url)).raw.body!, 'base64').toString('utf8')).find(
      (e) => e.uid === `${first.id}@tricoach`,
    )!;
    expect(moved.startDate.toString()).toBe(target);

    // A new link revokes the old one; revoking ends the new one too.
    const again = await call(a.cookie, 'POST', '/api/calendar-feed', {});
    expect((await fetchFeed(made.body.url)).status).toBe(404);
    expect((await fetchFeed(again.body.url)).status).toBe(200);
    expect((await call(a.cookie, 'DELETE', '/api/calendar-feed')).status).toBe(204);
    expect((await fetchFeed(again.body.url)).status).toBe(404);
    expect((await invoke({ method: 'GET', path: '/api/calendar/not-a-real-token' })).status).toBe(404);
    expect((await call(a.cookie, 'GET', '/api/calendar-feed')).body).toEqual({ active: false, createdAt: null });
  }, 60_000);

  it('answers 429 once a link is read more often than calendar apps poll, and a new link reads again', async () => {
    const a = await athleteWithPlan(1);
    const made = (await call(a.cookie, 'POST', '/api/calendar-feed', {})).body;
    for (let i = 0; i < FEED_READS.limit; i++) expect((await fetchFeed(made.url)).status).toBe(200);
    const limited = await fetchFeed(made.url);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/too often/);
    const fresh = (await call(a.cookie, 'POST', '/api/calendar-feed', {})).body;
    expect((await fetchFeed(fresh.url)).status).toBe(200);
  }, 60_000);

  it("shows only its athlete's workouts, in the athlete's language, and goes with the account", async () => {
    const a = await athleteWithPlan(1);
    const b = await athleteWithPlan(1);
    await readyWeek(a);
    const bWeek = await readyWeek(b);
    await call(a.cookie, 'PATCH', '/api/user', { lang: 'pl' });
    const made = (await call(a.cookie, 'POST', '/api/calendar-feed', {})).body;
    const ics = Buffer.from((await fetchFeed(made.url)).raw.body!, 'base64').toString('utf8');
    expect(ics).toContain('Kroki:');
    for (const w of bWeek.workouts) expect(ics).not.toContain(w.id);

    const token = new URL(made.url).pathname
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    expect(await rawItem(keys.calendarFeed(sha256(token)))).toBeTruthy();
    expect(
      (await invoke({ method: 'DELETE', path: '/api/user', cookies: [a.cookie], body: { password: a.password } }))
        .status,
    ).toBe(204);
    expect(await rawItem(keys.calendarFeed(sha256(token)))).toBeUndefined();
    expect((await fetchFeed(made.url)).status).toBe(404);
  }, 60_000);

  it('leaves out a deleted week: its workouts, the completed ones it keeps too, no longer appear', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a);
    const dated = workouts.filter((w: { day: string | null }) => w.day);
    // A completed workout survives its week's deletion in the table.
    const done = await rawItem(keys.workout(a.user.id, dated[0].id));
    await putItems([{ ...done!, isCompleted: true }]);
    const made = (await call(a.cookie, 'POST', '/api/calendar-feed', {})).body;
    const read = async () =>
      parse(Buffer.from((await fetchFeed(made.url)).raw.body!, 'base64').toString('utf8')).map((e) => e.uid);
    expect(await read()).toContain(`${dated[0].id}@tricoach`);
    expect((await call(a.cookie, 'DELETE', `/api/weeks/${weekId}`)).status).toBe(200);
    expect(await rawItem(keys.workout(a.user.id, dated[0].id))).toBeTruthy();
    expect(await read()).toEqual([]);
  }, 60_000);
});
