import { describe, expect, it, vi } from 'vitest';
import { createStravaClient, toStravaActivity } from '../../../functions/providers/strava/client';
import { nextDayStart, nextWindowStart, readRateLimit, resumeAt } from '../../../functions/providers/strava/rate-limit';
import { sportFromStrava, STRAVA_SPORTS } from '../../../functions/providers/strava/sports';
import { toActivityInput } from '../../../functions/modules/strava/activity-input';
import { createStravaAccess } from '../../../functions/modules/strava/strava-access';
import { createLocalKeyCipher } from '../../../functions/modules/garmin/token-cipher';
import type {
  StravaConnection,
  StravaConnectionRepository,
} from '../../../functions/modules/strava/connection-repository';
import { StravaHttpError, type StravaClient, type StravaTokens } from '../../../functions/providers/strava/port';
import { isStravaVerifyToken } from '../../../functions/modules/strava/verify-token';

const headers = (values: Record<string, string>) => new Headers(values);

describe('sport_type mapping', () => {
  it.each(Object.entries(STRAVA_SPORTS))('%s counts as %s', (sportType, sport) => {
    expect(sportFromStrava(sportType)).toBe(sport);
  });

  it('runs, rides and swims are the three sports; e-bikes, walks and unknown types are other', () => {
    expect(['Run', 'TrailRun', 'VirtualRun'].map(sportFromStrava)).toEqual(['RUNNING', 'RUNNING', 'RUNNING']);
    expect(['Ride', 'VirtualRide', 'GravelRide', 'MountainBikeRide'].map(sportFromStrava)).toEqual(
      Array(4).fill('CYCLING'),
    );
    expect(sportFromStrava('Swim')).toBe('SWIMMING');
    expect(sportFromStrava('WeightTraining')).toBe('STRENGTH_TRAINING');
    expect(['EBikeRide', 'EMountainBikeRide', 'Walk', 'SomethingNew', ''].map(sportFromStrava)).toEqual(
      Array(5).fill('OTHER'),
    );
  });
});

describe('rate-limit arithmetic from the headers', () => {
  const at = Date.parse('2026-11-26T10:07:30Z') / 1000;

  it('reads the overall and read pairs', () => {
    const state = readRateLimit(
      headers({
        'X-RateLimit-Limit': '200,2000',
        'X-RateLimit-Usage': '31,540',
        'X-ReadRateLimit-Limit': '100,1000',
        'X-ReadRateLimit-Usage': '12,300',
      }),
      at,
    );
    expect(state).toEqual({
      overall: { shortLimit: 200, shortUsage: 31, dailyLimit: 2000, dailyUsage: 540 },
      read: { shortLimit: 100, shortUsage: 12, dailyLimit: 1000, dailyUsage: 300 },
      at,
    });
    expect(readRateLimit(headers({}), at)).toBeNull();
    expect(readRateLimit(headers({ 'X-RateLimit-Limit': 'x,y', 'X-RateLimit-Usage': '1,2' }), at)).toBeNull();
  });

  it('windows reset at :00, :15, :30, :45 and the day at midnight UTC', () => {
    expect(new Date(nextWindowStart(at) * 1000).toISOString()).toBe('2026-11-26T10:15:00.000Z');
    expect(new Date(nextDayStart(at) * 1000).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('waits for the next window when the 15-minute limit is used, for midnight when the day is, and never for an old window', () => {
    const state = (short: number, daily: number, readShort = 0) =>
      readRateLimit(
        headers({
          'X-RateLimit-Limit': '200,2000',
          'X-RateLimit-Usage': `${short},${daily}`,
          'X-ReadRateLimit-Limit': '100,1000',
          'X-ReadRateLimit-Usage': `${readShort},0`,
        }),
        at,
      );
    expect(resumeAt(state(10, 100), at)).toBe(at);
    expect(resumeAt(state(200, 300), at)).toBe(nextWindowStart(at));
    expect(resumeAt(state(10, 300, 100), at)).toBe(nextWindowStart(at));
    expect(resumeAt(state(10, 2000), at)).toBe(nextDayStart(at));
    // A reserve keeps calls for webhook events: the backfill stops 20 short of the limit.
    expect(resumeAt(state(10, 300, 80), at, 20)).toBe(nextWindowStart(at));
    expect(resumeAt(state(10, 300, 79), at, 20)).toBe(at);
    expect(resumeAt(state(200, 300), nextWindowStart(at) + 1)).toBe(nextWindowStart(at) + 1);
    expect(resumeAt(null, at)).toBe(at);
  });

  it('the client turns a 429 into an error naming when to retry', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"message":"Rate Limit Exceeded"}', {
        status: 429,
        headers: { 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '201,900' },
      }),
    );
    try {
      const client = createStravaClient({
        clientId: '1',
        clientSecret: 's',
        authUrl: 'http://strava.test/oauth',
        apiUrl: 'http://strava.test/api/v3',
        now: () => at,
      });
      const error = await client.activity('token', '42').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StravaHttpError);
      expect(error).toMatchObject({ status: 429, retryAt: nextWindowStart(at) });
      expect(client.rateLimit()?.overall?.shortUsage).toBe(201);
    } finally {
      fetchMock.mockRestore();
    }
  });
});

describe('activities', () => {
  it('reads the fields we keep; estimated watts are not power', () => {
    const activity = toStravaActivity({
      id: 99,
      athlete: { id: 5 },
      name: 'Lunch Ride',
      sport_type: 'EBikeRide',
      start_date: '2026-11-20T11:00:00Z',
      elapsed_time: 3600,
      moving_time: 3300,
      distance: 20000,
      total_elevation_gain: 120,
      average_heartrate: 120,
      max_heartrate: 150,
      average_watts: 140,
      weighted_average_watts: 150,
      device_watts: false,
      trainer: false,
      manual: false,
    });
    expect(toActivityInput(activity)).toMatchObject({
      id: 'strava-99',
      activityType: 'OTHER',
      durationInSeconds: 3600,
      movingTimeInSeconds: 3300,
      averagePower: null,
      normalizedPower: null,
      source: 'strava',
      isPrivate: false,
    });
    expect(
      toActivityInput(
        toStravaActivity({
          id: 7,
          athlete: { id: 5 },
          sport_type: 'Run',
          start_date: '2026-11-20T11:00:00Z',
          elapsed_time: 1800,
          private: true,
        }),
      ),
    ).toMatchObject({ activityType: 'RUNNING', isPrivate: true });
    expect(toActivityInput({ ...activity, sportType: 'Ride', deviceWatts: true })).toMatchObject({
      activityType: 'CYCLING',
      averagePower: 140,
      normalizedPower: 150,
    });
    expect(toActivityInput({ ...activity, elapsedTime: 0 })).toBeNull();
    expect(() => toStravaActivity({ name: 'no id' })).toThrow(StravaHttpError);
  });
});

describe('token rotation', () => {
  const cipher = createLocalKeyCipher(Buffer.alloc(32, 3).toString('base64'));
  const seal = (t: StravaTokens) => cipher.sealText(JSON.stringify(t));

  function setup(stored: StravaConnection, replaced: boolean) {
    const writes: Array<{ previous: string; next: string }> = [];
    const connections = {
      replaceTokens: async (_userId: string, previous: string, next: string) => (
        writes.push({ previous, next }),
        replaced
      ),
      get: async () => ({
        ...stored,
        tokens: await seal({ accessToken: 'winner', refreshToken: 'rt-winner', accessExpiresAt: 9e9 }),
      }),
    } as unknown as StravaConnectionRepository;
    const client = {
      refresh: vi.fn(async (rt: string) => ({
        accessToken: `at-from-${rt}`,
        refreshToken: `${rt}-next`,
        accessExpiresAt: 9e9,
      })),
    } as unknown as StravaClient;
    return {
      writes,
      client,
      access: createStravaAccess({
        client: () => client,
        connections,
        cipher: async () => cipher,
        clock: () => new Date(1_000_000_000),
      }),
    };
  }

  it('refreshes an expiring token and stores the rotated refresh token over the one it came from', async () => {
    const tokens = await seal({ accessToken: 'old', refreshToken: 'rt-1', accessExpiresAt: 1_000_000 + 30 });
    const connection = {
      userId: 'u',
      stravaAthleteId: '1',
      athleteName: '',
      tokens,
      scopes: [],
      connectedAt: '',
      lastActivityAt: null,
    };
    const { writes, access } = setup(connection, true);
    expect(await access.withToken(connection, async (t) => t)).toBe('at-from-rt-1');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.previous).toBe(tokens);
    expect(JSON.parse(await cipher.openText(writes[0]!.next))).toMatchObject({ refreshToken: 'rt-1-next' });
  });

  it('when another call refreshed first, uses the tokens it stored; a 401 refreshes once and retries', async () => {
    const connection = {
      userId: 'u',
      stravaAthleteId: '1',
      athleteName: '',
      tokens: await seal({ accessToken: 'old', refreshToken: 'rt-1', accessExpiresAt: 0 }),
      scopes: [],
      connectedAt: '',
      lastActivityAt: null,
    };
    const lost = setup(connection, false);
    expect(await lost.access.withToken(connection, async (t) => t)).toBe('winner');

    const fresh = {
      ...connection,
      tokens: await seal({ accessToken: 'valid', refreshToken: 'rt-2', accessExpiresAt: 9e9 }),
    };
    const retry = setup(fresh, true);
    const seen: string[] = [];
    const answer = await retry.access.withToken(fresh, async (t) => {
      seen.push(t);
      if (t === 'valid') throw new StravaHttpError(401, 'revoked token');
      return 'ok';
    });
    expect(answer).toBe('ok');
    expect(seen).toEqual(['valid', 'at-from-rt-2']);
  });
});

describe('the webhook verify token', () => {
  it('matches only our token, whatever the lengths', () => {
    expect(isStravaVerifyToken('secret-token', 'secret-token')).toBe(true);
    expect(isStravaVerifyToken('secret-token', 'secret-tokem')).toBe(false);
    expect(isStravaVerifyToken('secret-token', '')).toBe(false);
    expect(isStravaVerifyToken(undefined, 'anything')).toBe(false);
  });
});
