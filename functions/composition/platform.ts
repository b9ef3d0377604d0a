import { documentClient, type Db } from '../db/client';
import { createAdminCheck } from '../modules/accounts/admin-check';
import { createSessionRepository, type SessionRepository } from '../modules/accounts/session-repository';
import { env } from '../lib/env';
import type { SessionDeps } from '../lib/http/session';
import type { Clock } from '../lib/clock';

export interface Platform {
  db: Db;
  clock: Clock;
  /** The session store itself (the accounts services create and delete sessions); the HTTP layer reads it through sessionDeps. */
  sessions: SessionRepository;
  sessionDeps: SessionDeps;
}

/** Shared clients and clock for a composition root (a group entry, a worker, a job). */
export function createPlatform(overrides: Partial<Pick<Platform, 'clock'>> = {}): Platform {
  return platformFor({ doc: documentClient(), table: env().TABLE_NAME }, overrides.clock ?? (() => new Date()));
}

/** The same, over a client and clock the caller already has. */
export function platformFor(db: Db, clock: Clock): Platform {
  const sessions = createSessionRepository(db, clock);
  return { db, clock, sessions, sessionDeps: { sessions, isAdmin: createAdminCheck(db) } };
}
