import { portFromEnv, repoRoot, runUntilSignal } from './run-support';
import { startLocalStack } from './stack';

/** `npm start`: the whole app on one machine (DynamoDB Local, SQS emulator, gateway, workers, jobs, the SPA). */
console.log('Starting Tricoach locally...');
void runUntilSignal((signal) =>
  startLocalStack({ root: repoRoot, port: portFromEnv(), dataDir: process.env.DATA_DIR ?? '.data', buildWeb: true, signal }),
);
