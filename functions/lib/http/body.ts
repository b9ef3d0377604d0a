import type middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { RouteDef } from '@shared/api/route-types';
import { badRequest, HttpError, payloadTooLarge } from '../errors';
import type { StackEvent } from './types';

/** Every route's body limit unless its row sets a larger one (maxBodyBytes). */
export const MAX_BODY_BYTES = 256 * 1024;

/** Size limit (413, the row's own or the default), then JSON parsing by middy's parser; malformed JSON is a 400, not middy's 415. */
export function jsonBody(route: RouteDef): middy.MiddlewareObj<StackEvent> {
  const parser = httpJsonBodyParser({ disableContentTypeError: false });
  return {
    before: async (request) => {
      const event = request.event;
      const raw = event.body ?? '';
      const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      const limit = route.maxBodyBytes ?? MAX_BODY_BYTES;
      if (Buffer.byteLength(text, 'utf8') > limit)
        throw payloadTooLarge(
          limit === MAX_BODY_BYTES
            ? undefined
            : `Request body is larger than ${(limit / 1_000_000).toFixed(1)} MB: send fewer files at once`,
        );
      event.tricoach = { session: null, rawBody: text };
      if (route.rawBody || text.trim() === '') return;
      try {
        await parser.before?.(request as never);
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        const message = (error as Error).message;
        if (status === 415 && message === 'Unsupported Media Type') {
          throw new HttpError(415, 'Content-Type must be application/json');
        }
        throw badRequest('Request body is not valid JSON');
      }
      event.tricoach.parsedBody = event.body;
    },
  };
}
