/**
 * An AI task (the seeds' ai_tasks row). Inside the back end its id is always `taskId`; the seeds' public paths and
 * JSON fields also call it "runId" and "sessionId" (`publicTaskId` writes that field).
 */
export type TaskStatus = 'pending' | 'running' | 'completed' | 'failed';

export interface Task {
  id: string;
  userId: string;
  taskType: string;
  status: TaskStatus;
  prompt: string;
  response: string | null;
  errorMessage: string | null;
  metadata: Record<string, unknown>;
  aiAssistantId: string | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** How many times a worker claimed it (a redelivery after a crash claims it again). */
  attempts: number;
  /** How many times the reaper re-sent a lost message. */
  resends: number;
  /** Tokens the AI calls of a completed task used (tasks finished before this was recorded have none). */
  aiUsage?: { inputTokens: number; outputTokens: number; reasoningTokens: number; requests: number };
}

/** The seeds' public JSON field for the id of the AI task a call started: written and read only through these. */
export type PublicTaskId<Id extends string | null = string> = { sessionId: Id };
export const publicTaskId = <Id extends string | null>(taskId: Id): PublicTaskId<Id> => ({ sessionId: taskId });
export const taskIdOf = <Id extends string | null>(answer: PublicTaskId<Id>): Id => answer.sessionId;

export const TASK_LIMITS = {
  /** Unfinished (pending or running) tasks one user may have (a 4th answers 429). */
  maxUnfinishedPerUser: 3,
  ttlDays: 30,
  /** The reaper re-sends the message of a task still pending after this long... */
  resendPendingAfterMs: 2 * 60 * 1000,
  /** ...at most this many times, then fails it. */
  maxResends: 5,
  /** The reaper fails a task still running after this long (the worker timeout is far shorter). */
  failRunningAfterMs: 10 * 60 * 1000,
  /** A rate-limited task goes back to the queue while younger than this; after it, rate limits fail it like other errors. */
  rateLimitPatienceMs: 2 * 60 * 60 * 1000,
} as const;

export const isUnfinished = (status: TaskStatus) => status === 'pending' || status === 'running';
