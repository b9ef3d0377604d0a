import type { ScheduledEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { JobDefinition } from '../jobs/definition';
import type { JobHandler } from '../jobs/registry';
import { lambdaContext } from './lambda-context';

export interface ScheduledJob {
  definition: JobDefinition;
  load: () => Promise<{ handler: JobHandler }>;
}

export interface SchedulerOptions {
  jobs: ScheduledJob[];
  region: string;
  onError?: (message: string, error: unknown) => void;
  /** Run each job once right away instead of waiting a full interval. */
  runAtStart?: boolean;
}

export interface Scheduler {
  stop: () => Promise<void>;
}

export function localIntervalMs(definition: JobDefinition): number {
  return (definition.localEverySeconds ?? definition.everyMinutes * 60) * 1000;
}

/** The event an EventBridge schedule rule sends to its target. */
export function scheduledEvent(jobName: string, region: string, now = new Date()): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:000000000000:rule/tricoach-local-${jobName}`],
    detail: {},
  };
}

/**
 * Stands in for the EventBridge schedules: each job runs on its own timer, and a run that is still going when the
 * next one is due makes that tick skip, so a job never overlaps itself.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const report = options.onError ?? ((message, error) => console.error(message, error));
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();

  for (const job of options.jobs) {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      const run = (async () => {
        try {
          const { handler } = await job.load();
          await handler(
            scheduledEvent(job.definition.name, options.region),
            lambdaContext(`tricoach-local-${job.definition.name}`, 15 * 60_000),
          );
        } catch (error) {
          report(`Scheduled job ${job.definition.name} failed`, error);
        } finally {
          running = false;
        }
      })();
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    };
    timers.push(setInterval(tick, localIntervalMs(job.definition)));
    if (options.runAtStart) tick();
  }

  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
