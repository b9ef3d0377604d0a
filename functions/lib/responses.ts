/** What a route handler returns; the group stack turns it into an API Gateway v2 result. */
export interface ApiResult {
  statusCode: number;
  body?: unknown;
  /** Raw (binary) body, sent base64-encoded. */
  binary?: { data: Uint8Array; contentType: string; filename?: string };
  cookies?: string[];
  headers?: Record<string, string>;
}

export const ok = (body: unknown, extras: Partial<ApiResult> = {}): ApiResult => ({ statusCode: 200, body, ...extras });
export const created = (body: unknown, extras: Partial<ApiResult> = {}): ApiResult => ({ statusCode: 201, body, ...extras });
export const accepted = (body: unknown): ApiResult => ({ statusCode: 202, body });
export const noContent = (extras: Partial<ApiResult> = {}): ApiResult => ({ statusCode: 204, ...extras });
export const redirect = (location: string, extras: Partial<ApiResult> = {}): ApiResult => ({
  statusCode: 302,
  headers: { location, ...extras.headers },
  cookies: extras.cookies,
});
export const binary = (data: Uint8Array, contentType: string, filename?: string): ApiResult => ({
  statusCode: 200,
  binary: { data, contentType, filename },
});
