import { queryOptions, useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RouteAnswer } from '@shared/api/route-answers';
import { ROUTE_INDEX } from '@shared/api/route-index';
import type { CallInput } from './api-call';
import { apiCall, routeKey } from './api-call';

/** The routes that report an AI task's progress (each answers at least a status, most a completed flag too). */
export type TaskStatusRoute =
  | 'planStatus'
  | 'weekStatus'
  | 'weekSummaryStatus'
  | 'modificationStatus'
  | 'generationStatus'
  | 'assistantChatStatus'
  | 'onboardingChatStatus';

export interface TaskWait {
  /** Milliseconds between two status reads. */
  every: number;
  /** Status reads before giving up; a read that failed counts as one. */
  attempts: number;
  /** A failed read that ends the wait at once (a missing task), instead of counting as an attempt. */
  stopOnError?: (error: unknown) => boolean;
  /** The first read too waits one interval (the task was only just queued). */
  delayFirstRead?: boolean;
}

/** idle: no task; waiting: still running; failed: the task said so, or a read `stopOnError` accepted failed. */
export type TaskState = 'idle' | 'waiting' | 'completed' | 'failed' | 'timedOut';

type Answer<Id extends TaskStatusRoute> = RouteAnswer<Id>;

/** The route's single path parameter (`runId`, `sessionId`, `taskId`): the seed's public names differ per route. */
function taskParams<Id extends TaskStatusRoute>(id: Id, taskId: string): CallInput<Id> {
  const name = /\{(\w+)\}/.exec(ROUTE_INDEX[id][1])![1]!;
  return { params: { [name]: taskId } } as CallInput<Id>;
}

export const taskStatusKey = (id: TaskStatusRoute, taskId: string) => routeKey(id, taskParams(id, taskId));

function stateOf<Id extends TaskStatusRoute>(
  query: { state: QueryState<Answer<Id>> },
  { attempts, stopOnError }: TaskWait,
): TaskState {
  const { data, error, status, dataUpdateCount, errorUpdateCount } = query.state;
  if (data && (data.status === 'completed' || ('completed' in data && data.completed))) return 'completed';
  if (data?.status === 'failed') return 'failed';
  if (status === 'error' && stopOnError?.(error)) return 'failed';
  return dataUpdateCount + errorUpdateCount >= attempts ? 'timedOut' : 'waiting';
}

export const taskStatusQueryOptions = <Id extends TaskStatusRoute>(id: Id, taskId: string, wait: TaskWait) =>
  queryOptions<Answer<Id>>({
    queryKey: taskStatusKey(id, taskId),
    queryFn: () => apiCall(id, taskParams(id, taskId)),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    // Re-evaluated after every read: a finished, failed or exhausted task stops the polling at once.
    refetchInterval: (query) => (stateOf(query, wait) === 'waiting' ? wait.every : false),
  });

export interface TaskStatus<Id extends TaskStatusRoute> {
  state: TaskState;
  /** The last status answer (its message, response or error text). */
  data: Answer<Id> | undefined;
  /** The last failed read, when the wait ended on it. */
  error: unknown;
}

/**
 * The one way to wait for an AI task: reads `id`'s status every `every` ms until it is completed or failed, or
 * `attempts` reads have passed (then timedOut). A null task id (or no attempts left) reads nothing.
 */
export function useTaskStatus<Id extends TaskStatusRoute>(
  id: Id,
  taskId: string | null | undefined,
  wait: TaskWait,
): TaskStatus<Id> {
  const client = useQueryClient();
  const [due, setDue] = useState<string | null>(null);
  useEffect(() => {
    if (!taskId || !wait.delayFirstRead) return;
    const timer = setTimeout(() => setDue(taskId), wait.every);
    return () => clearTimeout(timer);
  }, [taskId, wait.delayFirstRead, wait.every]);
  const options = taskStatusQueryOptions(id, taskId ?? '', wait);
  const query = useQuery({
    ...options,
    enabled: Boolean(taskId) && wait.attempts > 0 && (!wait.delayFirstRead || due === taskId),
  });
  // Read so that every status read re-renders, even one answering the same as the last.
  void query.dataUpdatedAt;
  void query.errorUpdatedAt;
  if (!taskId) return { state: 'idle', data: undefined, error: null };
  if (wait.attempts <= 0) return { state: 'timedOut', data: undefined, error: null };
  const cached = client.getQueryState<Answer<Id>>(options.queryKey);
  const state = cached ? stateOf({ state: cached }, wait) : 'waiting';
  return { state, data: query.data, error: query.error };
}

export type TaskOutcome<Id extends TaskStatusRoute> = {
  state: 'completed' | 'failed' | 'timedOut';
  data: Answer<Id> | undefined;
  error: unknown;
};

/**
 * `useTaskStatus` for a flow that starts the task in an event handler and goes on once it has ended:
 * `const outcome = await waitFor(taskId)`. One task at a time; a new call replaces the one being followed.
 */
export function useTaskWaiter<Id extends TaskStatusRoute>(
  id: Id,
  wait: TaskWait,
): (taskId: string) => Promise<TaskOutcome<Id>> {
  const [taskId, setTaskId] = useState<string | null>(null);
  const resolve = useRef<((outcome: TaskOutcome<Id>) => void) | null>(null);
  const task = useTaskStatus(id, taskId, wait);

  useEffect(() => {
    if (task.state === 'idle' || task.state === 'waiting' || !resolve.current) return;
    const done = resolve.current;
    resolve.current = null;
    setTaskId(null);
    done({ state: task.state, data: task.data, error: task.error });
  }, [task.state, task.data, task.error]);

  return useCallback((next: string) => {
    setTaskId(next);
    return new Promise<TaskOutcome<Id>>((done) => (resolve.current = done));
  }, []);
}
