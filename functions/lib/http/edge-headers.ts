/**
 * Headers the edge (CloudFront in the cloud, the local gateway on one machine) sets on every /api request,
 * whatever the client sent under the same names.
 */
/** The viewer's own IP address: behind CloudFront, API Gateway's sourceIp is the edge server's. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
/** The origin secret: proves the request came through the edge, so the headers above can be trusted. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
