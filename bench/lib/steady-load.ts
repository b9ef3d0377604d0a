import autocannon, { type Options, type Result } from 'autocannon';

/** Seconds of the same load first, not measured: the JITs of Node and DynamoDB Local's JVM warm up in them. */
export const WARMUP_SECONDS = 3;

/** autocannon at steady state: a short warm-up run of the same load, then the measured run. */
export async function steadyLoad(options: Options): Promise<Result> {
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  return autocannon(options);
}
