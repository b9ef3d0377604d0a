import { failStart, portFromEnv, repoRoot, stopOnSignals } from './run-support';
import { startLocalStack, type LocalStack } from './stack';

/** `npm start`: the whole app on one machine (DynamoDB Local, SQS emulator, gateway, workers, jobs, the SPA). */
async function main() {
  console.log('Starting Tricoach locally...');
  let stack: LocalStack;
  try {
    stack = await startLocalStack({ root: repoRoot, port: portFromEnv(), dataDir: process.env.DATA_DIR ?? '.data', buildWeb: true });
  } catch (error) {
    failStart(error);
  }
  stopOnSignals(stack);
}

void main();
