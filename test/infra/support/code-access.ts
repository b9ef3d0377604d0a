import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fromRoot } from '../../../infra/paths';

/** What a Lambda entry's code can do, read from the files its bundle is built from (esbuild's import graph). */
export interface CodeAccess {
  /** It sends DynamoDB writes (Put/Update/Delete, transactions, batch writes). */
  writesTable: boolean;
  /** It sends task messages (functions/queues/send-task.ts is in its bundle). */
  sendsTasks: boolean;
  /** It sends Strava events (functions/queues/send-strava-event.ts is in its bundle). */
  sendsStravaEvents: boolean;
  /** It issues a Scan. */
  scans: boolean;
}

const WRITE = /\b(PutCommand|UpdateCommand|DeleteCommand|TransactWriteCommand|BatchWriteCommand)\b/;
const SCAN = /\bScanCommand\b/;

/** Bundles `entry` (packages left out: only the app's own files matter) and inspects the app files it pulls in. */
export async function codeAccess(entry: string): Promise<CodeAccess> {
  const result = await build({
    entryPoints: [fromRoot(entry)],
    absWorkingDir: fromRoot(),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: fromRoot('tsconfig.json'),
    logLevel: 'silent',
  });
  const files = Object.keys(result.metafile.inputs).filter((file) => /^(functions|shared)\//.test(file));
  const sources = files.map((file) => readFileSync(fromRoot(file), 'utf8'));
  return {
    writesTable: sources.some((source) => WRITE.test(source)),
    sendsTasks: files.includes('functions/queues/send-task.ts'),
    sendsStravaEvents: files.includes('functions/queues/send-strava-event.ts'),
    scans: sources.some((source) => SCAN.test(source)),
  };
}
