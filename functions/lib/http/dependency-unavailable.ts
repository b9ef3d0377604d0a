/**
 * Errors that mean a service we depend on (DynamoDB, SQS, Secrets Manager) is briefly unreachable or overloaded,
 * not that the request or our code is wrong: the client should try again shortly (503 with Retry-After).
 */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
]);
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: number }; cause?: unknown };
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  return isDependencyUnavailable(e.cause, depth + 1);
}

export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'Tricoach is briefly unavailable. Please try again in a moment.';
