import { logger } from '../../functions/lib/logger';

/** Everything written to stdout and stderr while `run` runs, with the logger at DEBUG. */
export async function captured(run: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const originals = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  // Kept, not printed: the test's own output stays readable.
  const tap = () =>
    ((chunk: string | Uint8Array) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    }) as typeof process.stdout.write;
  const level = logger.getLevelName();
  logger.setLogLevel('DEBUG');
  process.stdout.write = tap();
  process.stderr.write = tap();
  try {
    await run();
  } finally {
    process.stdout.write = originals.out;
    process.stderr.write = originals.err;
    logger.setLogLevel(level);
  }
  return chunks.join('');
}

/** The JSON log lines of a capture (other output skipped). */
export function logLines(output: string): Array<Record<string, unknown>> {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
