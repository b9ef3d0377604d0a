import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Connection-level headers HTTP/2 forbids in a response (RFC 9113 section 8.2.2). */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface Http2Front {
  /** https://127.0.0.1:<port> */
  url: string;
  close: () => Promise<void>;
}

function forwardedRequestHeaders(headers: IncomingHttpHeaders, host: string): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { host };
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || CONNECTION_HEADERS.has(name) || name === 'host') continue;
    out[name] = value;
  }
  return out;
}

function forwardedResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));
}

/**
 * The production site is one CloudFront distribution serving the SPA and /api over HTTP/2 and HTTP/3 with TLS
 * (infra/constructs/spa-hosting.ts). The local stack speaks HTTP/1.1 without TLS, and Lighthouse's simulation of a
 * phone network prices every HTTP/1.1 connection (handshake, slow start) the page opens: ~0.75 s of a signed-in
 * page's LCP that a visitor to the real site never pays. This front gives the stack the production protocol: TLS with
 * a certificate made for the run (the browser is told to accept it) and HTTP/2, forwarding every request unchanged.
 */
export async function startHttp2Front(target: string): Promise<Http2Front> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const forward = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const proxied = httpRequest(
      {
        agent,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: forwardedRequestHeaders(req.headers, upstream.host),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardedResponseHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  };
  const server = createSecureServer({ key, cert, allowHTTP1: true }, forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
