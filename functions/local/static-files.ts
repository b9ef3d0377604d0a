import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { securityHeaders, webContentSecurityPolicy } from '../lib/http/security-headers';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.fit': 'application/vnd.ant.fit',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Vite's hashed output (assets/name-<hash>.ext) never changes under the same name; everything else is revalidated. */
export function cacheControlOf(relativePath: string): string {
  const name = relativePath.split('/').pop() ?? '';
  if (relativePath.startsWith('assets/') && /[-.][A-Za-z0-9_-]{8,}\.\w+$/.test(name))
    return 'public, max-age=31536000, immutable';
  if (name === 'index.html' || relativePath.startsWith('locales/')) return 'no-cache';
  return 'public, max-age=3600';
}

/** A file under `root` for a URL path, or undefined (also for anything that tries to leave `root`). */
export function resolveUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const file = resolve(base, '.' + normalize('/' + decoded));
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg)/;
const compressedCache = new Map<string, Buffer>();

/** Like CloudFront, text is sent compressed when the browser accepts it; each file is compressed once. */
function compressed(req: IncomingMessage, file: string, etag: string): { encoding: string; body: Buffer } | undefined {
  if (!COMPRESSIBLE.test(contentTypeOf(file))) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return undefined;
  const key = `${encoding}:${file}:${etag}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return { encoding, body };
}

function send(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
  const { size, mtime } = statSync(file);
  const etag = `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
  res.setHeader('content-type', contentTypeOf(file));
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('vary', 'accept-encoding');
  const packed = compressed(req, file, etag);
  if (packed) {
    res.setHeader('content-encoding', packed.encoding);
    res.setHeader('content-length', packed.body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : packed.body);
    return;
  }
  res.setHeader('content-length', size);
  res.writeHead(200);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export interface StaticSiteOptions {
  /** The built SPA (dist/web). */
  webRoot: string;
  /** Translation sources (locales/), served when the build has none yet. */
  localesRoot: string;
  /** Served over HTTPS: adds HSTS and upgrade-insecure-requests, as CloudFront does. */
  https?: boolean;
}

/**
 * The headers CloudFront's web response headers policy adds to every answer, with the CSP hashing the inline
 * scripts of the index.html being served (recomputed when a rebuild changes it).
 */
export function createWebSecurityHeaders(webRoot: string, https: boolean): () => Record<string, string> {
  let cached: { key: string; headers: Record<string, string> } | undefined;
  return () => {
    const index = join(webRoot, 'index.html');
    const key = existsSync(index) ? String(statSync(index).mtimeMs) : 'none';
    if (cached?.key !== key) {
      const html = key === 'none' ? '' : readFileSync(index, 'utf8');
      cached = { key, headers: securityHeaders(webContentSecurityPolicy(html, { https }), { https }) };
    }
    return cached.headers;
  };
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tricoach: web app not built</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>The web app is not built</h1>
<p>The API is running under <code>/api</code>, but <code>dist/web/index.html</code> does not exist yet.
Build it with <code>npm run build:web</code> (or restart <code>npm start</code>, which builds it when <code>web/vite.config.ts</code> exists),
or use <code>npm run dev</code> for the Vite dev server.</p></body></html>`;

/** Serves the SPA like CloudFront + S3: files, `/locales/*`, and index.html for deep links. */
export function createStaticSite({ webRoot, localesRoot, https = false }: StaticSiteOptions) {
  const headers = createWebSecurityHeaders(webRoot, https);
  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    const relative = path.replace(/^\/+/, '');
    const file = resolveUnder(webRoot, path);
    if (file) return send(req, res, file, cacheControlOf(relative));
    if (relative.startsWith('locales/')) {
      const source = resolveUnder(localesRoot, path.replace(/^\/locales/, ''));
      if (source) return send(req, res, source, 'no-cache');
    }
    // A path with a file extension is a missing file; anything else is a client-side route.
    if (extname(relative) && !relative.endsWith('.html')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end('Not found');
      return;
    }
    const index = join(webRoot, 'index.html');
    if (existsSync(index)) return send(req, res, index, 'no-cache');
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(NOT_BUILT_PAGE);
  };
}
