import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { withLogContext } from '../lib/logger';
import type { JobName } from './definition';

/** A job's entry: each run logs under its own context (job name, run id), never a request's route or user. */
export function jobHandler<T>(job: JobName, run: () => Promise<T>) {
  return (_event?: unknown, context?: Pick<Context, 'awsRequestId'>): Promise<T> =>
    withLogContext({ job, requestId: context?.awsRequestId ?? randomUUID() }, run);
}
