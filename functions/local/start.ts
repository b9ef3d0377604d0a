import { portFromEnv, repoRoot, runUntilSignal } from './run-support';
import { startLocalStack } from './stack';

/**
 * `npm start`: the whole app on one machine (DynamoDB Local, SQS emulator, gateway, workers, jobs, the SPA).
 * SKIP_WEB_BUILD=1 serves dist/web as it is (the e2e harness, after npm test built it once).
 */
console.log('Starting Tricoach locally...');
void runUntilSignal(async (signal) => {
  const stack = await startLocalStack({
    root: repoRoot,
    port: portFromEnv(),
    dataDir: process.env.DATA_DIR ?? '.data',
    buildWeb: process.env.SKIP_WEB_BUILD !== '1',
    signal,
  });
  // `kill -USR2 <pid>`: the SQS emulator crashes and comes back empty (SQS_DOWN_SECONDS later, default 5).
  process.on(
    'SIGUSR2',
    () =>
      void stack
        .restartSqs(Number(process.env.SQS_DOWN_SECONDS ?? 5) * 1000)
        .catch((error) => console.error('Restarting the SQS emulator failed:', error)),
  );
  return stack;
});
