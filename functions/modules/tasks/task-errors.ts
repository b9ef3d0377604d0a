/**
 * Errors a task type may throw. A TaskFailure carries a message meant for the athlete; a retryable error
 * (AI provider down, throttling) sends the task back to the queue while deliveries remain.
 */
export class TaskFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaskFailure';
  }
}

export class RetryableTaskError extends Error {
  readonly retryable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryableTaskError';
  }
}

const TRANSIENT_AWS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TransactionConflictException',
]);

export function isRetryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { retryable?: boolean; $retryable?: unknown };
  return e.retryable === true || Boolean(e.$retryable) || TRANSIENT_AWS.has(e.name);
}

/** An error saying the provider rate-limited the call (AiError with rateLimited), with its Retry-After if any. */
export function isRateLimited(error: unknown): error is Error & { rateLimited: true; retryAfterSeconds?: number } {
  return error instanceof Error && (error as { rateLimited?: unknown }).rateLimited === true;
}

export const GENERIC_TASK_ERROR = 'The AI task failed. Please try again.';

/** The text stored on a failed task: clear for known failures, never internals. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && ((error as { userMessage?: string }).userMessage || error instanceof TaskFailure)) {
    return (error as { userMessage?: string }).userMessage ?? error.message;
  }
  return GENERIC_TASK_ERROR;
}
