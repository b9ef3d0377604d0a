import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressView } from '../../../../../shared/schemas/progress';

export type Progress = ProgressView;

/** GET /api/progress: the whole screen in one call, ending on the athlete's own calendar day. */
export function progressPath(range: { from?: string | null; to: string }): string {
  const query = new URLSearchParams({ ...(range.from ? { from: range.from } : {}), to: range.to });
  return `/api/progress?${query.toString()}`;
}

/** Cached like every read (fresh 5 minutes); the key is the path, read by the default query function. */
export const progressQueryOptions = (range: { from?: string | null; to: string }) => queryOptions<Progress>({ queryKey: [progressPath(range)] });

export function useProgress(range: { from?: string | null; to: string }) {
  return useQuery(progressQueryOptions(range));
}
