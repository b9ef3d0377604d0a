import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Connect, Rollup, ViteDevServer } from 'vite';

type EmittedAsset = Rollup.EmittedAsset;
import { locales } from '../../../web/build/locales.js';
import { handlerOf } from './fixture-bundle.js';

function localesDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const [lng, text] of Object.entries(files)) {
    mkdirSync(join(dir, lng));
    writeFileSync(join(dir, lng, 'translation.json'), text);
  }
  mkdirSync(join(dir, 'README')); // a folder without a translation: not a language
  return dir;
}

function emitted(dir: string): EmittedAsset[] {
  const assets: EmittedAsset[] = [];
  handlerOf(locales(dir).generateBundle as () => void).call({ emitFile: (asset: EmittedAsset) => assets.push(asset) });
  return assets;
}

describe('locales in the build', () => {
  it('emits each language compact at locales/<lng>/translation.json', () => {
    const dir = localesDir({ en: '{\n  "hello": "Hello"\n}\n', pl: '{ "hello": "Cześć" }' });
    expect(emitted(dir).sort((a, b) => String(a.fileName).localeCompare(String(b.fileName)))).toEqual([
      { type: 'asset', fileName: 'locales/en/translation.json', source: '{"hello":"Hello"}' },
      { type: 'asset', fileName: 'locales/pl/translation.json', source: '{"hello":"Cześć"}' },
    ]);
  });

  it('fails the build on a malformed file instead of shipping it', () => {
    expect(() => emitted(localesDir({ en: '{"hello": "Hello",}' }))).toThrow(SyntaxError);
  });
});

describe('locales in dev', () => {
  const dir = localesDir({ en: '{\n  "hello": "Hello"\n}\n' });
  let middleware: Connect.NextHandleFunction | undefined;
  handlerOf(locales(dir).configureServer as (server: ViteDevServer) => void)({
    middlewares: { use: (fn: Connect.NextHandleFunction) => (middleware = fn) },
  } as unknown as ViteDevServer);
  const server = createServer((req: IncomingMessage, res: ServerResponse) =>
    middleware!(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  const url = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves the source file, not cached, with or without a query', async () => {
    for (const path of ['/locales/en/translation.json', '/locales/en/translation.json?v=2']) {
      const res = await fetch(`${await url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.json()).toEqual({ hello: 'Hello' });
    }
  });

  it('passes unknown languages and other paths on', async () => {
    for (const path of ['/locales/de/translation.json', '/locales/../en/translation.json', '/index.html']) {
      expect(await (await fetch(`${await url}${path}`)).text()).toBe('next');
    }
  });
});
