import { Logger } from '@aws-lambda-powertools/logger';

let instance: Logger | undefined;

/** Built on first use, not at import: creating it opens stdout, which a group's cold import need not pay for. */
function real(): Logger {
  instance ??= new Logger({ serviceName: 'tricoach', logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO' });
  return instance;
}

/** One structured JSON logger; request id and user id are appended per request, never secrets. */
export const logger: Logger = new Proxy({} as Logger, {
  get(_target, property) {
    const target = real();
    const value = Reflect.get(target, property, target) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
  set(_target, property, value) {
    return Reflect.set(real(), property, value);
  },
});
