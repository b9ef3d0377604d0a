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
