/**
 * A failure of an AI provider. `userMessage` is what the task stores for the athlete; `retryable` failures
 * (provider down, rate limited, timed out) send the task back to the queue while deliveries remain.
 */
export class AiError extends Error {
  /** The provider rate-limited the call: hand the task back to the queue for later instead of failing it. */
  readonly rateLimited: boolean;
  /** How long the provider asked to wait (its Retry-After), when it said. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly userMessage: string,
    readonly retryable: boolean,
    readonly detail?: string,
    options?: { cause?: unknown; rateLimited?: boolean; retryAfterSeconds?: number },
  ) {
    super(detail ? `${userMessage} (${detail})` : userMessage, options);
    this.name = 'AiError';
    this.rateLimited = options?.rateLimited ?? false;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export const AI_UNAVAILABLE = 'The AI coach is unavailable right now. Please try again in a few minutes.';
export const AI_INVALID_ANSWER = 'The AI coach returned an answer that failed our checks. Please try again.';
export const AI_INCOMPLETE_ANSWER = 'The AI coach could not finish its answer. Please try again.';
export const AI_REFUSED = 'The AI coach could not answer this request.';
