import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findSandbox, sandboxRoutes } from '../../functions/local/sandbox-routes';

/**
 * The local stack's provider fakes (Stripe, Garmin) on a port of their own, for layers that run handlers without
 * the gateway: the providers are pointed at it through their base URLs, as the stack points them at its origin.
 */
export async function startFakeProviders(
  appUrl: string,
): Promise<{ url: string; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tricoach-fake-providers-'));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const sandbox = findSandbox(new URL(req.url ?? '/', 'http://x').pathname, sandboxRoutes);
      if (!sandbox) {
        res.writeHead(404).end();
        return;
      }
      void sandbox
        .load()
        .then(({ handle }) => handle(req, res, { appUrl, dataDir, body: Buffer.concat(chunks) }))
        .catch((error: Error) => res.writeHead(500).end(error.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
