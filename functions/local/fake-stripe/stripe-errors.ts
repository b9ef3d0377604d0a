import type { ServerResponse } from 'node:http';

/** Stripe's error body: `{ error: { type, message, param?, code? } }` with its HTTP status. */
export function sendStripeError(
  res: ServerResponse,
  status: number,
  type: string,
  message: string,
  extra: { param?: string; code?: string } = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(JSON.stringify({ error: { type, message, ...extra } }));
}

export function sendJson(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
}
