import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger; request id and user id are appended per request, never secrets. */
export const logger = new Logger({ serviceName: 'tricoach', logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO' });
