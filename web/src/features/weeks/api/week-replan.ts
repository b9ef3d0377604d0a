import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkoutView } from '@shared/schemas/weeks';
import { apiCall, routeKey } from '../../../lib/api-call';
import { weekWorkoutsKey } from './get-week-workouts';

/** The browser's time zone: the server reads "today" and "the end of a session's day" in it. */
const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/** What the re-plan depends on: where each workout is and whether it was done or skipped. */
const workoutsVersion = (workouts: readonly WorkoutView[]) =>
  workouts.map((w) => `${w.id}:${w.day ?? ''}:${w.isCompleted ? 1 : 0}:${w.report?.status ?? ''}`).join('|');

export const weekReplanQueryOptions = (weekId: string, workouts: readonly WorkoutView[]) =>
  queryOptions({
    queryKey: [...routeKey('weekReplan', { params: { weekId } }), workoutsVersion(workouts)],
    queryFn: () => apiCall('weekReplan', { params: { weekId }, query: { tz: timeZone() } }),
  });

/**
 * The proposal for the rest of the week; read again whenever a workout moves, is done or is skipped, and when the
 * board is shown again (a session whose day ended unrecorded comes back then).
 */
export const useWeekReplan = (weekId: string, workouts: readonly WorkoutView[]) =>
  useQuery(weekReplanQueryOptions(weekId, workouts));

/** Accepts some changes and keeps the original of others; the week and its load check are read again. */
export function useDecideReplan(weekId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { accept?: string[]; keep?: string[] }) =>
      apiCall('decideWeekReplan', {
        params: { weekId },
        query: { tz: timeZone() },
        body: { accept: body.accept ?? [], keep: body.keep ?? [] },
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: weekWorkoutsKey(weekId) }),
        client.invalidateQueries({ queryKey: routeKey('weekReplan', { params: { weekId } }) }),
        client.invalidateQueries({ queryKey: routeKey('weekLoadCheck', { params: { weekId } }) }),
      ]),
  });
}
