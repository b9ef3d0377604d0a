/**
 * The scheduled jobs, described once: CDK makes one EventBridge rule per row (every `everyMinutes`),
 * the local stack runs each on a timer (every `localEverySeconds` when set, else every `everyMinutes`).
 * Each entry file exports `handler`; functions/jobs/registry.ts maps the name to a lazy import of it.
 */
export interface JobDefinition {
  readonly name: string;
  /** Repository-relative path of the Lambda entry. */
  readonly entry: string;
  readonly everyMinutes: number;
  readonly localEverySeconds?: number;
  readonly description: string;
}

export const jobDefinitions = [
  {
    name: 'reap-tasks',
    entry: 'functions/jobs/reap-tasks.ts',
    everyMinutes: 1,
    localEverySeconds: 30,
    description:
      'Re-sends AI tasks pending > 2 min or running past their lease (a dead worker), fails them after 5 re-sends or 10 min',
  },
  {
    name: 'garmin-deregistrations',
    entry: 'functions/jobs/garmin-deregistrations.ts',
    everyMinutes: 5,
    localEverySeconds: 15,
    description: 'Tells Garmin to delete the registrations of disconnected and deleted athletes, retrying failures',
  },
  {
    name: 'garmin-pushes',
    entry: 'functions/jobs/garmin-pushes.ts',
    everyMinutes: 1,
    localEverySeconds: 3,
    description:
      "Processes Garmin's stored pushes (activities, health summaries, deregistrations, permissions), oldest first, retrying failures",
  },
  {
    name: 'garmin-sends',
    entry: 'functions/jobs/garmin-sends.ts',
    everyMinutes: 1,
    localEverySeconds: 10,
    description:
      "Sends queued workouts to Garmin (a new week's, moved ones, restored originals, retries of busy answers with backoff, then parked) and removes those deleted with their week",
  },
  {
    name: 'intervals-sync',
    entry: 'functions/jobs/intervals-sync.ts',
    everyMinutes: 1,
    localEverySeconds: 10,
    description:
      "intervals.icu, both ways: each connected athlete's changed workouts of this week and next out as calendar events, recorded activities in (every 10 min per athlete), paced, backing off on 429",
  },
  {
    name: 'strava-events',
    entry: 'functions/jobs/strava-events.ts',
    everyMinutes: 1,
    localEverySeconds: 3,
    description:
      "Drains Strava's work queue: webhook events (fetch and record, remove, deauthorization), the 30-day backfill paced under the rate limit, deauthorizations; 429 waits for the next window",
  },
  {
    name: 'send-mails',
    entry: 'functions/jobs/send-mails.ts',
    everyMinutes: 1,
    localEverySeconds: 5,
    description: 'Sends pending mails (SES / outbox), retries with backoff, gives up after 5 tries',
  },
] as const satisfies readonly JobDefinition[];

export type JobName = (typeof jobDefinitions)[number]['name'];
