import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../functions/local/free-port';
import { startE2eStack } from '../support/e2e-stack';
import { createHttpClient } from '../support/http-client';
import { runStartEntry } from '../support/run-entry';

const dataDir = mkdtempSync(join(tmpdir(), 'tricoach-restart-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Processes whose command line mentions `text` (e.g. a DynamoDB Local left running on a data folder). */
function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('npm start', () => {
  it('keeps accounts and sessions across a restart, and cleans up its lock on stop', async () => {
    const email = `restart-${randomUUID()}@example.com`;
    const first = await startE2eStack({ dataDir });
    const client = createHttpClient(first.url);
    try {
      expect((await client.post('/api/register', { email, password: 'survives' })).status).toBe(201);
      const info = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8'));
      expect(info).toMatchObject({
        tableName: 'tricoach',
        appUrl: first.url,
        dynamoEndpoint: expect.stringMatching(/^http:/),
        taskQueueUrl: expect.any(String),
      });
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dataDir, 'stack.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'stack.json'))).toBe(false);
    expect(processesMentioning(join(dataDir, 'dynamodb'))).toEqual([]);

    const second = await startE2eStack({ dataDir });
    try {
      const again = createHttpClient(second.url);
      again.setSession(client.session());
      expect((await again.get('/api/user')).body.email).toBe(email);
      expect((await createHttpClient(second.url).post('/api/login', { email, password: 'survives' })).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('refuses a busy port in one line with a way out', async () => {
    const port = await freePort();
    const blocker: Server = createServer().listen(port);
    try {
      const { code, output } = await runStartEntry({ PORT: String(port), DATA_DIR: join(dataDir, 'busy') });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
      expect(output).toContain(`PORT=${port + 1} npm start`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('refuses a data folder a running stack holds, and takes over a stale lock', async () => {
    const dir = join(dataDir, 'locked');
    const running = await startE2eStack({ dataDir: dir });
    try {
      const { code, output } = await runStartEntry({ PORT: String(await freePort()), DATA_DIR: dir });
      expect(code).toBe(1);
      expect(output).toMatch(/Another local stack \(pid \d+\) is already running/);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      await running.stop();
    }
    writeFileSync(join(dir, 'stack.lock'), '999999\n');
    const recovered = await startE2eStack({ dataDir: dir });
    try {
      expect(recovered.output()).toContain('Taking over a stale lock');
      expect((await createHttpClient(recovered.url).get('/api/health')).status).toBe(200);
    } finally {
      await recovered.stop();
    }
  });
});
