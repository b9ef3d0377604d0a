import { portFromEnv, repoRoot, runUntilSignal } from './run-support';
import { startLocalStack } from './stack';

/**
 * `npm start`: the whole app on one machine (DynamoDB Local, SQS emulator, gateway, workers, jobs, the SPA).
 * SKIP_WEB_BUILD=1 serves dist/web as it is (the e2e harness, after npm test built it once).
 */
console.log('Starting Tricoach locally...');
void runUntilSignal((signal) =>
  startLocalStack({ root: repoRoot, port: portFromEnv(), dataDir: process.env.DATA_DIR ?? '.data', buildWeb: process.env.SKIP_WEB_BUILD !== '1', signal }),
);
