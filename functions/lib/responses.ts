import type { FileAnswer, RedirectAnswer } from '@shared/api/route-answers';

/**
 * What a route handler returns; the group stack turns it into an API Gateway v2 result. `Answer` is what the client
 * receives (the route's row in shared/api/route-answers.ts): a JSON body, or for the answers that are not JSON a
 * `FileAnswer` (`binary`) or a `RedirectAnswer` (`redirect`), which only those helpers make.
 */
export interface ApiResult<Answer = unknown> {
  statusCode: number;
  body?: Answer;
  /** Raw (binary) body, sent base64-encoded. */
  binary?: { data: Uint8Array; contentType: string; filename?: string };
  cookies?: string[];
  headers?: Record<string, string>;
}

/** Cookies and headers that ride along with an answer (the body is the answer itself). */
export type Extras = Pick<ApiResult, 'cookies' | 'headers'>;

export const ok = <Answer>(body: Answer, extras: Extras = {}): ApiResult<Answer> => ({
  statusCode: 200,
  body,
  ...extras,
});
export const created = <Answer>(body: Answer, extras: Extras = {}): ApiResult<Answer> => ({
  statusCode: 201,
  body,
  ...extras,
});
export const accepted = <Answer>(body: Answer): ApiResult<Answer> => ({ statusCode: 202, body });
/** No body: the client reads `null`. */
export const noContent = (extras: Extras = {}): ApiResult<null> => ({ statusCode: 204, ...extras });
export const redirect = (location: string, extras: Extras = {}): ApiResult<RedirectAnswer> => ({
  statusCode: 302,
  headers: { location, ...extras.headers },
  cookies: extras.cookies,
});
export const binary = (
  data: Uint8Array,
  contentType: string,
  filename?: string,
  extras: Extras = {},
): ApiResult<FileAnswer> => ({
  statusCode: 200,
  binary: { data, contentType, filename },
  ...extras,
});
