import type middy from '@middy/core';
import type * as z from 'zod';
import type { $ZodError } from 'zod/v4/core';
import type { RouteDef } from '@shared/api/route-types';
import { badRequest } from '../errors';
import type { StackEvent } from './types';

/**
 * A zod parse failure (classic zod's ZodError or core's $ZodError), told by its name and issues rather than
 * `instanceof`: the error responder sits on every group's import path, and importing zod's classes there made every
 * cold start parse and run zod's core before a route's schemas (imported on first use) needed it.
 */
export function isZodError(error: unknown): error is $ZodError {
  return (
    error instanceof Error &&
    (error.name === 'ZodError' || error.name === '$ZodError') &&
    Array.isArray((error as { issues?: unknown }).issues)
  );
}

export function zodIssues(error: $ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

function parseWith(schema: z.ZodType | undefined, value: unknown, what: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = zodIssues(result.error);
  const first = issues[0];
  const where = first?.path ? `${first.path}: ` : '';
  throw badRequest(`Invalid ${what}: ${where}${first?.message ?? 'invalid value'}`, issues);
}

/** Validates params, query and body against the route row's schemas (400 with `issues`). */
export function routeValidator(route: RouteDef): middy.MiddlewareObj<StackEvent> {
  return {
    before: async ({ event }) => {
      const state = event.tricoach!;
      state.params = parseWith(route.params, event.pathParameters ?? {}, 'path');
      state.query = parseWith(route.query, event.queryStringParameters ?? {}, 'query');
      if (!route.rawBody) state.parsedBody = parseWith(route.body, state.parsedBody, 'body');
    },
  };
}
