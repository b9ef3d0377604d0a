import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { errorCodeOf } from '@shared/api/error-codes';
import { HttpError, ProviderNotConfigured } from '../errors';
import { logger } from '../logger';
import { isDependencyUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './dependency-unavailable';
import { isZodError, zodIssues } from './validate';

/** `{message, error, code?, ...extra}`: `code` is the text's stable code (shared/api/error-codes.ts) the web translates. */
export function errorBody(
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
): APIGatewayProxyResultV2 {
  const code = errorCodeOf(message);
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify({ message, error: message, ...(code ? { code } : {}), ...extra }),
  };
}

/** Every 503 tells the client when to try again. */
function retryShortly(response: APIGatewayProxyResultV2): APIGatewayProxyResultV2 {
  (response as { headers: Record<string, string> }).headers['retry-after'] = String(RETRY_AFTER_SECONDS);
  return response;
}

/** The one place errors become responses: our errors keep their status, an unreachable dependency is a 503, anything else is a logged 500. */
export function errorResponder(): middy.MiddlewareObj {
  return {
    onError: async (request) => {
      const error = request.error as unknown;
      if (error instanceof ProviderNotConfigured)
        logger.warn('A provider is not configured', { error: error.message, missing: error.missing });
      if (error instanceof HttpError) {
        request.response = errorBody(error.statusCode, error.message, {
          ...(error.issues ? { issues: error.issues } : {}),
          ...error.extra,
        });
        if (error.statusCode === 503) retryShortly(request.response);
        return;
      }
      if (isZodError(error)) {
        request.response = errorBody(400, 'Invalid request', { issues: zodIssues(error) });
        return;
      }
      const status = (error as { statusCode?: number; expose?: boolean })?.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        request.response = errorBody(status, (error as Error).message);
        return;
      }
      if (isDependencyUnavailable(error)) {
        logger.warn('A dependency is unavailable', { error: error as Error });
        request.response = retryShortly(errorBody(503, UNAVAILABLE_MESSAGE));
        return;
      }
      logger.error('Unhandled error', { error: error as Error });
      request.response = errorBody(500, 'Internal server error');
    },
  };
}
