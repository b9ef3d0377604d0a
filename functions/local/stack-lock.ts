import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { StackStartError } from './preflight';

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockContent {
  pid: number;
  /** DynamoDB Local's pid, so a takeover can stop a database left behind by a killed stack. */
  dynamoPid?: number;
}

function readLock(path: string): LockContent | undefined {
  try {
    const [pid, dynamoPid] = readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => Number(line.trim()));
    return { pid: pid ?? NaN, dynamoPid: dynamoPid || undefined };
  } catch {
    return undefined;
  }
}

function isDynamoDbLocal(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('DynamoDBLocal');
  } catch {
    return false;
  }
}

export interface StackLock {
  /** Records the database process for a later takeover. */
  recordDynamoPid: (pid: number | undefined) => void;
  release: () => void;
}

/**
 * One stack per DATA_DIR: `stack.lock` holds the owner's pid. A live owner refuses the start; a dead one's lock
 * (a killed terminal, a crash) is taken over, stopping the DynamoDB Local it left running on the same files.
 */
export function acquireStackLock(path: string, dataDir: string): StackLock {
  mkdirSync(dirname(path), { recursive: true });
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const previous = readLock(path);
    if (previous && previous.pid !== process.pid && isAlive(previous.pid)) {
      throw new StackStartError(
        `Another local stack (pid ${previous.pid}) is already running on ${dataDir}. Stop it (Ctrl+C in its terminal, or kill ${previous.pid}), or use another data folder: DATA_DIR=./.data-2 npm start`,
      );
    }
    if (previous?.dynamoPid && isAlive(previous.dynamoPid) && isDynamoDbLocal(previous.dynamoPid)) {
      process.kill(previous.dynamoPid, 'SIGKILL');
    }
    console.log(`Taking over a stale lock ${path} (pid ${previous?.pid ?? '?'} is gone).`);
    rmSync(path, { force: true });
    fd = openSync(path, 'wx');
  }
  writeSync(fd, `${process.pid}\n`);
  closeSync(fd);
  return {
    recordDynamoPid: (pid) => {
      if (pid) writeFileSync(path, `${process.pid}\n${pid}\n`);
    },
    release: () => {
      const current = readLock(path);
      if (current?.pid === process.pid && existsSync(path)) rmSync(path, { force: true });
    },
  };
}
