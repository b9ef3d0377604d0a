import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller bodies gain less than the header and the base64 round trip to API Gateway cost. */
export const MIN_COMPRESSED_BYTES = 1024;

const ENCODINGS = ['br', 'gzip', 'identity'];
/** Between encodings the browser accepts equally (Chrome sends `gzip, deflate, br, zstd`), the smaller. */
const PREFERRED = ['br', 'gzip'];

/** negotiator 1.x's `preferred` option, which @types/negotiator (written for 0.6) does not know. */
type PreferringNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/**
 * A JSON answer compressed for the browser (Accept-Encoding, q-values included). CloudFront cannot compress the API:
 * its behaviour has caching disabled, and CloudFront compresses only what its cache policy lets it cache
 * (infra/constructs/spa-hosting.ts). A plan or a week's workouts is 12-17 KB of JSON, a quarter of that in brotli,
 * and it is on a signed-in page's first screen. Brotli at quality 5: most of quality 11's ratio on JSON for a
 * fraction of the CPU, which a Lambda pays per request.
 */
export function compressResult(
  result: APIGatewayProxyStructuredResultV2,
  acceptEncoding: string | undefined,
): APIGatewayProxyStructuredResultV2 {
  if (result.isBase64Encoded || typeof result.body !== 'string') return result;
  const headers = { ...result.headers, vary: 'accept-encoding' };
  const raw = Buffer.from(result.body, 'utf8');
  if (raw.length < MIN_COMPRESSED_BYTES) return { ...result, headers };
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }) as PreferringNegotiator;
  const encoding = negotiator.encoding(ENCODINGS, { preferred: PREFERRED });
  if (encoding !== 'br' && encoding !== 'gzip') return { ...result, headers };
  const packed =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzipSync(raw);
  return {
    ...result,
    headers: { ...headers, 'content-encoding': encoding },
    isBase64Encoded: true,
    body: packed.toString('base64'),
  };
}
