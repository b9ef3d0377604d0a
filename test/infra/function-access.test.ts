import { describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../functions/jobs/definition';
import { groupEntry } from '../../infra/constructs/route-group-api';
import { STRAVA_INBOX_ENTRY, TASK_WORKER_ENTRY } from '../../infra/stacks/tricoach-stack';
import {
  groupAccess,
  jobAccess,
  stravaInboxAccess,
  workerAccess,
  type FunctionAccess,
} from '../../infra/stacks/function-access';
import type { RouteGroup } from '@shared/api/route-types';
import { codeAccess } from './support/code-access';

/** The access a function's code needs, derived from the files its bundle is built from. */
async function derived(entry: string): Promise<FunctionAccess & { scans: boolean }> {
  const code = await codeAccess(entry);
  return {
    table: code.writesTable ? 'readWrite' : 'read',
    sendsTasks: code.sendsTasks,
    sendsStravaEvents: code.sendsStravaEvents,
    scans: code.scans,
  };
}

describe('least privilege from the code (infra/stacks/function-access.ts)', () => {
  it('grants each route group what its code uses: writes only where it writes, SendMessage only to the queues it sends to, never Scan', async () => {
    for (const [group, declared] of Object.entries(groupAccess) as [RouteGroup, FunctionAccess][]) {
      expect(await derived(groupEntry(group)), group).toEqual({ ...declared, scans: false });
    }
  }, 60_000);

  it('does the same for the workers and every job', async () => {
    expect(await derived(TASK_WORKER_ENTRY)).toEqual({ ...workerAccess, scans: false });
    expect(await derived(STRAVA_INBOX_ENTRY)).toEqual({ ...stravaInboxAccess, scans: false });
    for (const job of jobDefinitions) {
      expect(jobAccess[job.name], `${job.name} is listed`).toBeDefined();
      expect(await derived(job.entry), job.name).toEqual({ ...jobAccess[job.name], scans: false });
    }
  }, 60_000);
});
