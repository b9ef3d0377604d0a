import { fileURLToPath } from 'node:url';
import { StackStartError } from './preflight';

// Known and noted in the README: the SDK's Node 20 deprecation notice would greet every start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** What `npm start` and `npm run dev` share. Problems the user can fix are one line, not a stack trace. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function portFromEnv(): number {
  const raw = process.env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StackStartError(`PORT=${raw} is not a port number. Use e.g. PORT=3001 npm start`);
  return port;
}

export interface Stoppable {
  stop: () => Promise<void>;
}

/**
 * Starts the stack and stops it once on Ctrl+C / SIGTERM, also while it is still starting (the start sees the
 * aborted signal and cleans up what it began). A second Ctrl+C forces the exit.
 */
export async function runUntilSignal(start: (signal: AbortSignal) => Promise<Stoppable>): Promise<void> {
  const controller = new AbortController();
  let stack: Stoppable | undefined;
  let stoppingSince = 0;
  const finish = (stopping: Promise<void>) =>
    stopping.then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  const shutdown = (signal: string) => {
    if (stoppingSince) {
      // npm/tsx relay the terminal's Ctrl+C too, so the same press can arrive twice: only a later one forces.
      if (Date.now() - stoppingSince < 1500) return;
      console.log('Forced exit.');
      process.exit(130);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: stopping the local stack...`);
    controller.abort();
    if (stack) void finish(stack.stop());
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
  try {
    stack = await start(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) return void finish(Promise.resolve());
    failStart(error);
  }
  if (controller.signal.aborted) void finish(stack.stop());
}

export function failStart(error: unknown): never {
  if (error instanceof StackStartError) console.error(error.message);
  else console.error('The local stack could not start:', error);
  process.exit(1);
}
