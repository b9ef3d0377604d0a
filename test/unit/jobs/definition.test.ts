import { describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../../functions/jobs/definition';

/** Lambda refuses a function description over 256 characters, and CDK only says so when the stack is synthesized. */
const LAMBDA_DESCRIPTION_LIMIT = 256;

describe('the scheduled jobs', () => {
  it('each has a description Lambda accepts, and a name of its own', () => {
    for (const job of jobDefinitions)
      expect(job.description.length, job.name).toBeLessThanOrEqual(LAMBDA_DESCRIPTION_LIMIT);
    expect(new Set(jobDefinitions.map((job) => job.name)).size).toBe(jobDefinitions.length);
  });
});
