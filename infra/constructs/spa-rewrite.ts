/**
 * CloudFront Function (viewer request, cloudfront-js-2.0) on the SPA behaviour only: a deep link such as
 * /plans/123 (last path segment without a dot) is served /index.html. Files (/assets/x.js, /locales/en/
 * translation.json) pass through. It is not attached to /api/*, so API 404s stay API 404s; distribution-wide
 * error responses (403/404 -> index.html) would have rewritten those too.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
