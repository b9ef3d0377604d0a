import { createServer } from 'vite';
import { join } from 'node:path';
import { isPortFree } from './free-port';
import { sandboxRoutes } from './sandbox-routes';
import { startLocalStack, type LocalStack } from './stack';
import { failStart, portFromEnv, repoRoot, stopOnSignals } from './run-support';

/** `npm run dev`: the local stack on PORT plus the Vite dev server (HMR) proxying /api and the sandboxes to it. */
async function firstFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 50; port++) if (await isPortFree(port)) return port;
  throw new Error(`No free port from ${from}`);
}

async function main() {
  console.log('Starting Tricoach in dev mode...');
  let stack: LocalStack;
  let port: number;
  let vitePort: number;
  try {
    port = portFromEnv();
    vitePort = await firstFreePort(Number(process.env.VITE_PORT ?? 5173));
    const viteOrigins = [`http://localhost:${vitePort}`, `http://127.0.0.1:${vitePort}`];
    stack = await startLocalStack({ root: repoRoot, port, dataDir: process.env.DATA_DIR ?? '.data', buildWeb: false, extraOrigins: viteOrigins });
  } catch (error) {
    failStart(error);
  }
  process.env.API_PORT = String(port);
  const target = `http://localhost:${port}`;
  const vite = await createServer({
    configFile: join(repoRoot, 'web/vite.config.ts'),
    server: {
      port: vitePort,
      strictPort: true,
      proxy: Object.fromEntries([['/api', { target }], ...sandboxRoutes.map((s) => [s.prefix, { target }])]),
    },
  });
  await vite.listen();
  console.log(`Dev server with hot reload: http://localhost:${vitePort}  (API and data from ${target})`);
  stopOnSignals(stack, () => vite.close());
}

void main();
