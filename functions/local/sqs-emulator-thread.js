// The SQS emulator (fauxqs) on a thread of its own, started by services.ts. Plain JavaScript: a worker thread
// loads it with Node's own loader, whatever runs the parent (tsx, vitest).
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from 'fauxqs';

const app = buildApp({ logger: false, defaultRegion: workerData.region });
try {
  await app.listen({ port: workerData.port, host: workerData.host });
  parentPort.postMessage({ listening: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
parentPort.on('message', async (message) => {
  if (message !== 'close') return;
  await app.close();
  parentPort.close();
});
