/**
 * Sessions this Lambda instance read a moment ago, so the burst of reads a page makes checks the table once.
 * Only callers that accept a few seconds of staleness use it (the HTTP layer for safe methods of athlete routes);
 * ending a session evicts it here at once, other instances notice within `maxAgeMs` (ADR 0007).
 */
export interface CachedSession {
  sidHash: string;
  userId: string;
  expiresAt: number;
}

const MAX_ENTRIES = 1000;

export function createSessionCache(now: () => number) {
  const entries = new Map<string, { session: CachedSession | null; readAt: number }>();
  const inFlight = new Map<string, Promise<CachedSession | null>>();

  // Bumped by every eviction: a read that started before one is answered but not remembered (it may predate it).
  let evictions = 0;

  const remember = (sidHash: string, session: CachedSession | null, readAt: number) => {
    entries.delete(sidHash);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(sidHash, { session, readAt });
  };

  return {
    /**
     * The cached answer when younger than `maxAgeMs`, else one table read shared by every concurrent caller.
     * `maxAgeMs` 0 always reads on its own (and still refreshes the cache for the others).
     */
    get(sidHash: string, maxAgeMs: number, read: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
      const cached = entries.get(sidHash);
      if (maxAgeMs > 0 && cached && now() - cached.readAt < maxAgeMs) return Promise.resolve(cached.session);
      const shared = maxAgeMs > 0 ? inFlight.get(sidHash) : undefined;
      if (shared) return shared;
      const readAt = now();
      const evictionsBefore = evictions;
      const pending = read().then((session) => {
        if (evictions === evictionsBefore) remember(sidHash, session, readAt);
        return session;
      });
      if (maxAgeMs > 0) {
        const settled = () => inFlight.delete(sidHash);
        pending.then(settled, settled);
        inFlight.set(sidHash, pending);
      }
      return pending;
    },

    forget(sidHash: string): void {
      evictions++;
      entries.delete(sidHash);
    },

    forgetUser(userId: string): void {
      evictions++;
      for (const [sidHash, entry] of entries) if (entry.session?.userId === userId) entries.delete(sidHash);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
