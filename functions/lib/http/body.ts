import type middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { RouteDef } from '@shared/api/route-types';
import { badRequest, HttpError, payloadTooLarge } from '../errors';
import type { StackEvent } from './types';

export const MAX_BODY_BYTES = 256 * 1024;

/** Size limit (413), then JSON parsing by middy's parser; malformed JSON is a 400, not middy's 415. */
export function jsonBody(route: RouteDef): middy.MiddlewareObj<StackEvent> {
  const parser = httpJsonBodyParser({ disableContentTypeError: false });
  return {
    before: async (request) => {
      const event = request.event;
      const raw = event.body ?? '';
      const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw payloadTooLarge();
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
