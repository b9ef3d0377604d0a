import { createServer } from 'vite';
import { join } from 'node:path';
import { isPortFree } from './free-port';
import { portFromEnv, repoRoot, runUntilSignal } from './run-support';
import { sandboxRoutes } from './sandbox-routes';
import { startLocalStack } from './stack';

/** `npm run dev`: the local stack on PORT plus the Vite dev server (HMR) proxying /api and the sandboxes to it. */
async function firstFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 50; port++) if (await isPortFree(port)) return port;
  throw new Error(`No free port from ${from}`);
}

console.log('Starting Tricoach in dev mode...');
void runUntilSignal(async (signal) => {
  const port = portFromEnv();
  const vitePort = await firstFreePort(Number(process.env.VITE_PORT ?? 5173));
  const extraOrigins = [`http://localhost:${vitePort}`, `http://127.0.0.1:${vitePort}`];
  const stack = await startLocalStack({
    root: repoRoot,
    port,
    dataDir: process.env.DATA_DIR ?? '.data',
    buildWeb: false,
    extraOrigins,
    signal,
  });
  process.env.API_PORT = String(port);
  const target = `http://localhost:${port}`;
  try {
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
    return { stop: async () => void (await Promise.all([vite.close(), stack.stop()])) };
  } catch (error) {
    await stack.stop();
    throw error;
  }
});
