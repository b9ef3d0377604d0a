import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export const FRESH_MS = 5 * 60 * 1000;
export const GC_MS = 10 * 60 * 1000;

/** Seed defaults: fresh 5 min, unused entries dropped after 10 min, no retry, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: FRESH_MS,
        gcTime: GC_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
