import type { Db } from '../client';

/** What a migration did, by outcome, for the log and the record of its run. */
export type MigrationCounts = Record<string, number>;

/**
 * One change to stored data. `run` must be idempotent: safe to run again, and to run again after it was
 * interrupted half-way (the runner re-runs a migration whose run did not finish).
 */
export interface Migration {
  /** Sortable and never reused: `001-key-spelling`. */
  readonly id: string;
  readonly description: string;
  run(db: Db, log: (line: string) => void): Promise<MigrationCounts>;
}
