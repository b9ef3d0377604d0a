import { vi } from 'vitest';

export interface EmfLine {
  _aws: {
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [key: string]: unknown;
}

/**
 * Publishes the business metrics for the duration of a test (they are off wherever POWERTOOLS_METRICS_NAMESPACE
 * is unset) and collects the EMF lines Powertools writes to stdout; other stdout writes pass through.
 */
export function captureEmf() {
  const lines: EmfLine[] = [];
  vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'Tricoach');
  // Read once, when the first metric of the process is published (as a Lambda's is fixed for its lifetime).
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'test-service');
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = String(chunk);
    if (text.startsWith('{"_aws"')) {
      for (const line of text.trim().split('\n')) lines.push(JSON.parse(line) as EmfLine);
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  });
  return {
    lines,
    /** The lines carrying metric `name`. */
    of: (name: string) =>
      lines.filter((line) => line._aws.CloudWatchMetrics[0]?.Metrics.some((metric) => metric.Name === name)),
    stop() {
      spy.mockRestore();
      vi.unstubAllEnvs();
    },
  };
}
