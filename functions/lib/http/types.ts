import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { AnswerOf } from '@shared/api/route-answers';
import type { RouteDef } from '@shared/api/route-types';
import type { ApiResult } from '../responses';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface AuthSession {
  userId: string;
  /** The raw session id of this request (to keep it when ending the others). */
  sid: string;
}

export interface RequestInfo {
  requestId: string;
  clientIp: string;
  userAgent: string;
  event: APIGatewayProxyEventV2;
  /** The body as received, for webhook routes (rawBody: true). */
  rawBody: string;
}

export type HandlerInput<R extends RouteDef> = {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  request: RequestInfo;
} & (R['auth'] extends 'user' | 'admin' ? { session: AuthSession } : { session: AuthSession | null });

/** A route's handler: its validated input in, its row's answer (shared/api/route-answers.ts) out. */
export type RouteHandler<R extends RouteDef> = (input: HandlerInput<R>) => Promise<ApiResult<AnswerOf<R['id']>>>;

export type GroupHandlers<Rows extends RouteDef> = { [R in Rows as R['id']]: RouteHandler<R> };

/** The event as it flows through the per-route middy stack. */
export interface StackEvent extends APIGatewayProxyEventV2 {
  tricoach?: {
    session: AuthSession | null;
    params?: unknown;
    query?: unknown;
    parsedBody?: unknown;
    rawBody: string;
  };
}

export type LambdaContext = Context;
