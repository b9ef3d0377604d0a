import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, routeFamilyKey, routeKey, routeUrl } from '../../../web/src/lib/api-call';

afterEach(() => vi.unstubAllGlobals());

describe('calls and cache keys from the route table', () => {
  it('fills path parameters (encoded) and the set query values', () => {
    expect(routeUrl('weekWorkouts', { params: { weekId: 'a b/c' } })).toBe('/api/weeks/a%20b%2Fc/workouts');
    expect(routeUrl('getProgress', { query: { from: undefined, to: '2026-11-25' } })).toBe(
      '/api/progress?to=2026-11-25',
    );
  });

  it('keys reads by the path up to the first parameter, so a family invalidation reaches them', () => {
    expect(routeKey('activeWeek')).toEqual(['/api/weeks/active']);
    expect(routeKey('weekWorkouts', { params: { weekId: 'w1' } })).toEqual(['/api/weeks', 'w1', 'workouts']);
    expect(routeKey('getWorkout', { params: { id: 'x' } })).toEqual(['/api/workouts', 'x']);
    expect(routeKey('getProgress', { query: { to: '2026-11-25' } })).toEqual(['/api/progress', { to: '2026-11-25' }]);
    expect(routeFamilyKey('weekWorkouts')).toEqual(['/api/weeks']);
  });

  it("sends the row's method with the JSON body, and answers the parsed JSON", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ taskId: 't1' }), { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiCall('modifyWorkout', { params: { id: 'w1' }, body: { prompt: 'shorter' } })).resolves.toEqual({
      taskId: 't1',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/workouts/w1/modify',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ prompt: 'shorter' }) }),
    );
  });
});
