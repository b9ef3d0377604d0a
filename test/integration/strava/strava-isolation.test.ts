import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/db/keys';
import { invoke } from '../../support/api-event';
import { createTestUser } from '../../support/users';
import { call } from '../../support/handler-calls';
import { athleteWithPlan, rawItem } from '../../support/week-fixtures';
import {
  activityEvent,
  connectStrava,
  drainStrava,
  event,
  fakeStrava,
  recordOnStrava,
  tasksOf,
} from '../../support/strava-flow';
import { pastWorkout } from './past-workout';

type Listed = { id: string; activitySummary: { activityName: string } };
const activitiesOn = async (cookie: string, day: string) =>
  (await call(cookie, 'GET', `/api/activities?from=${day}&to=${day}`)).body as Listed[];
const status = async (cookie: string) => (await call(cookie, 'GET', '/api/strava')).body as { connected: boolean };
const athleteEvent = (athleteId: string, ownerId: string) =>
  event({
    object_type: 'athlete',
    object_id: Number(athleteId),
    aspect_type: 'update',
    owner_id: Number(ownerId),
    subscription_id: 1,
    event_time: Math.floor(Date.now() / 1000) + 1,
    updates: { authorized: 'false' },
  });

describe("another athlete's Strava ids", () => {
  it('are a 404 or nothing on every Strava route and event path that takes an id', async () => {
    const owner = await athleteWithPlan(3);
    const a = await connectStrava(owner);
    const target = await pastWorkout(owner);
    const sportType = { RUNNING: 'Run', CYCLING: 'Ride', SWIMMING: 'Swim' }[target.workoutDetails.sport as 'RUNNING'];
    const mine = recordOnStrava(a.athleteId, {
      sport_type: sportType,
      start_date: `${target.day}T07:00:00Z`,
      elapsed_time: target.workoutDetails.estimatedDurationInSecs,
      name: 'Owner session',
    });
    await activityEvent(a.athleteId, mine.id, 'create');
    await drainStrava();
    expect((await activitiesOn(owner.cookie, target.day)).map((x) => x.id)).toEqual([`strava-${mine.id}`]);
    expect((await call(owner.cookie, 'GET', `/api/workouts/${target.id}`)).body.isCompleted).toBe(true);

    const stranger = await createTestUser({ onboardingStatus: '5' });
    const b = await connectStrava(stranger);
    const theirs = recordOnStrava(b.athleteId, {
      sport_type: 'Run',
      start_date: `${target.day}T12:00:00Z`,
      elapsed_time: 1800,
      name: 'Stranger session',
    });

    // Events naming the stranger as owner of the owner's activity: the stranger's token cannot read it, and nothing
    // of the owner's is touched (not renamed, not removed, the workout still completed).
    // Every event is taken (none dropped as a repeat of the owner's), so each one really runs.
    const taken = [
      await activityEvent(b.athleteId, mine.id, 'create'),
      await activityEvent(b.athleteId, mine.id, 'update', { title: 'Hijacked', private: 'true' }),
      await activityEvent(b.athleteId, mine.id, 'delete'),
      // The owner named as owner of the stranger's activity: Strava does not show it to the owner's token.
      await activityEvent(a.athleteId, theirs.id, 'create'),
      // A deauthorization about the owner's Strava athlete sent under the stranger's id: not Strava's, nobody goes.
      await athleteEvent(a.athleteId, b.athleteId),
      await athleteEvent(b.athleteId, a.athleteId),
    ];
    for (const answer of taken) expect(answer).toMatchObject({ status: 200, body: { received: true } });
    const filed = [
      ...(await tasksOf(`"owner_id":${Number(a.athleteId)}`)),
      ...(await tasksOf(`"owner_id":${Number(b.athleteId)}`)),
    ];
    expect(filed.filter((t) => t.kind === 'event')).toHaveLength(taken.length);
    await drainStrava();

    const ownerDay = await activitiesOn(owner.cookie, target.day);
    expect(ownerDay.map((x) => [x.id, x.activitySummary.activityName])).toEqual([
      [`strava-${mine.id}`, 'Owner session'],
    ]);
    expect((await call(owner.cookie, 'GET', `/api/workouts/${target.id}`)).body.isCompleted).toBe(true);
    // The stranger holds their own session (from the backfill after connecting), never the owner's.
    expect((await activitiesOn(stranger.cookie, target.day)).map((x) => x.id)).toEqual([`strava-${theirs.id}`]);
    expect((await status(owner.cookie)).connected).toBe(true);
    expect(await rawItem(keys.stravaAthlete(a.athleteId))).toBeDefined();
    expect((await status(stranger.cookie)).connected).toBe(true);

    // The stranger's routes with the owner's ids: 404, and the owner's records stay.
    expect((await call(stranger.cookie, 'DELETE', `/api/activities/strava-${mine.id}`)).status).toBe(404);
    expect((await call(stranger.cookie, 'GET', `/api/workouts/${target.id}`)).status).toBe(404);
    const connect = await invoke({ method: 'GET', path: '/api/strava/connect', cookies: [owner.cookie] });
    const ownerState = new URL(connect.headers.location!).searchParams.get('state')!;
    const hijack = await invoke({
      method: 'GET',
      path: '/api/strava/callback',
      query: { code: 'stolen', state: ownerState, scope: 'read,activity:read_all' },
      cookies: [stranger.cookie],
    });
    expect(hijack.headers.location).toBe('/settings/watch?strava=error&reason=invalid');
    expect((await call(stranger.cookie, 'DELETE', '/api/strava')).status).toBe(204);
    await drainStrava();
    expect(fakeStrava().deauthorized).toContain(b.athleteId);
    expect((await status(owner.cookie)).connected).toBe(true);
    expect(fakeStrava().deauthorized).not.toContain(a.athleteId);
    expect((await activitiesOn(owner.cookie, target.day)).map((x) => x.id)).toEqual([`strava-${mine.id}`]);
  }, 60_000);
});
