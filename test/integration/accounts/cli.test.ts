import { beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { invoke } from '../../support/api-event';
import { useOwnTable } from '../../support/own-table';
import { createTestUser, randomEmail } from '../../support/users';

const run = promisify(execFile);
let dataDir: string;

/** Runs `npm run cli -- ...` as a user would (tsx scripts/cli.ts), against a stack.json in a temp DATA_DIR. */
async function cli(
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number; out: string }> {
  const clean = { ...process.env };
  for (const k of ['TABLE_NAME', 'AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ENDPOINT_URL_SQS']) delete clean[k];
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/cli.ts', ...args], {
      env: { ...clean, DATA_DIR: dataDir, ...env },
      timeout: 60_000,
    });
    return { code: 0, out: (stdout + stderr).trim() };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: (e.stdout + e.stderr).trim() };
  }
}

beforeAll(async () => {
  const tableName = await useOwnTable('cli');
  dataDir = await mkdtemp(join(tmpdir(), 'tricoach-cli-'));
  await writeFile(
    join(dataDir, 'stack.json'),
    JSON.stringify({
      dynamoEndpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
      sqsEndpoint: process.env.AWS_ENDPOINT_URL_SQS,
      taskQueueUrl: process.env.TASK_QUEUE_URL,
      tableName,
      appUrl: 'http://localhost:3000',
    }),
  );
});

describe('npm run cli', () => {
  it('make-admin EMAIL grants admin on the local stack (any letter case), --revoke takes it back', async () => {
    const u = await createTestUser();
    const granted = await cli(['make-admin', u.email.toUpperCase()]);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain(`${u.email} is now an admin (local stack`);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [u.cookie] })).body.isAdmin).toBe(true);
    expect((await cli(['make-admin', u.email, '--revoke'])).code).toBe(0);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [u.cookie] })).body.isAdmin).toBe(false);
  }, 90_000);

  it('make-admin with an unknown email says so in one line and exits 1', async () => {
    const email = randomEmail('missing');
    const res = await cli(['make-admin', email]);
    expect(res.code).toBe(1);
    // Only the explanation: no stack trace (node's own version warnings aside).
    expect(res.out).toContain(`No account with email ${email} in the local stack`);
    expect(res.out).not.toMatch(/\n\s+at /);
  }, 90_000);

  it('signups off closes registration, on opens it again', async () => {
    expect((await cli(['signups', 'off'])).out).toContain('Signups are now closed');
    expect((await invoke({ method: 'GET', path: '/api/config/accepting-signups' })).body).toEqual({
      acceptingSignups: false,
    });
    expect((await cli(['signups', 'status'])).out).toContain('Signups are closed');
    expect((await cli(['signups', 'on'])).out).toContain('Signups are now open');
    expect((await invoke({ method: 'GET', path: '/api/config/accepting-signups' })).body).toEqual({
      acceptingSignups: true,
    });
    expect((await cli(['signups', 'maybe'])).code).toBe(1);
  }, 90_000);

  it('without a running local stack it says so in one line', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'tricoach-cli-empty-'));
    const res = await cli(['signups', 'on'], { DATA_DIR: empty });
    expect(res.code).toBe(1);
    // It names the directory it looked in, so an athlete running the stack with another DATA_DIR knows why.
    expect(res.out).toContain(`No local stack found in ${empty}`);
    const stale = await mkdtemp(join(tmpdir(), 'tricoach-cli-stale-'));
    await writeFile(
      join(stale, 'stack.json'),
      JSON.stringify({
        dynamoEndpoint: 'http://127.0.0.1:1',
        tableName: 'x',
        sqsEndpoint: '',
        taskQueueUrl: '',
        appUrl: '',
      }),
    );
    const staleRes = await cli(['signups', 'on'], { DATA_DIR: stale });
    expect(staleRes.code).toBe(1);
    expect(staleRes.out).toContain('The local stack is not running');
    expect((await cli(['signups', 'on', '--aws'], { DATA_DIR: empty })).out).toContain('--aws needs TABLE_NAME');
  }, 90_000);
});
