import { VIEWER_ADDRESS_HEADER } from '../../functions/lib/http/edge-headers';

/** Request header that carries the viewer's IP address to the API (set by CloudFront, never by the client). */
export { VIEWER_ADDRESS_HEADER };

/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) on /api/*. Behind CloudFront, API Gateway's
 * sourceIp is the edge server's address, shared by many users; per-address limits (login, signup, forgot
 * password) need the viewer's own. Whatever the client sent under this name is overwritten.
 */
export const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;
