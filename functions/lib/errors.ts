/** Errors a service throws; the error responder turns them into the error body `{message, error, issues?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: Array<{ path: string; message: string }>) =>
  new HttpError(400, message, issues);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const paymentRequired = (message = 'Insufficient credits') => new HttpError(402, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, extra);
export const payloadTooLarge = (message = 'Request body is larger than 256 KiB') => new HttpError(413, message);
export const tooManyRequests = (message = 'Too many requests, please try again later') => new HttpError(429, message);
export const badGateway = (message: string) => new HttpError(502, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/**
 * A provider this deployment has no settings for (no client id or key): the routes that need it answer 503 with a
 * text a person can read, never a 500, and the missing settings go to the log, not to the client.
 */
export class ProviderNotConfigured extends HttpError {
  constructor(
    message: string,
    readonly missing: string,
  ) {
    super(503, message);
    this.name = 'ProviderNotConfigured';
  }
}

export const STRAVA_NOT_CONFIGURED = 'Strava is not set up on this server yet, so it cannot be connected.';
export const GARMIN_NOT_CONFIGURED = 'Garmin is not set up on this server yet, so the watch cannot be connected.';
export const CONNECTIONS_NOT_CONFIGURED =
  'Connections to other services are not set up on this server yet, so this one cannot be connected.';
