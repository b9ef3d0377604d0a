import { documentClient, type Db } from '../db/client';
import { createAdminCheck } from '../modules/accounts/admin-check';
import { createSessionRepository } from '../modules/accounts/session-repository';
import { env } from './env';
import type { SessionDeps } from './http/session';

export type Clock = () => Date;

export interface Platform {
  db: Db;
  clock: Clock;
  sessionDeps: SessionDeps;
}

/** Shared clients and clock for a composition root (a group entry, a worker, a job). */
export function createPlatform(overrides: Partial<Pick<Platform, 'clock'>> = {}): Platform {
  const db: Db = { doc: documentClient(), table: env().TABLE_NAME };
  const clock = overrides.clock ?? (() => new Date());
  return {
    db,
    clock,
    sessionDeps: { sessions: createSessionRepository(db, clock), isAdmin: createAdminCheck(db) },
  };
}
