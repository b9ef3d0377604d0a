import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';

let instance: Logger | undefined;

/** Built on first use, not at import: creating it opens stdout, which a group's cold import need not pay for. */
function real(): Logger {
  instance ??= new Logger({
    serviceName: 'tricoach',
    logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO',
  });
  return instance;
}

/** The logger of the invocation running now (its own keys), when inside `withLogContext`. */
const contexts = new AsyncLocalStorage<Logger>();

/**
 * Runs one invocation (a request, a job run, a worker batch) with a logger of its own: the keys it appends (request
 * id, route template, user id) live and die with it, so nothing leaks into another invocation that runs at the same
 * time in this process (the local stack) or later in this Lambda. Keys never hold secrets.
 */
export function withLogContext<T>(keys: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
  const child = real().createChild();
  child.appendKeys(keys);
  return contexts.run(child, run);
}

/** One structured JSON logger; request id, route template and user id come from the invocation's context. */
export const logger: Logger = new Proxy({} as Logger, {
  get(_target, property) {
    const target = contexts.getStore() ?? real();
    const value = Reflect.get(target, property, target) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
  set(_target, property, value) {
    return Reflect.set(contexts.getStore() ?? real(), property, value);
  },
});
