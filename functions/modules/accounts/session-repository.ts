import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { epochSeconds, keys } from '../../db/keys';
import { queryPages } from '../../db/query-all';
import { randomToken, sha256 } from '../../lib/crypto';
import { createSessionCache } from './session-cache';

export const SESSION_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Session {
  sidHash: string;
  userId: string;
  expiresAt: number;
}

/** How old a read of this instance may answer a caller that accepts a recent one (ADR 0007). */
export const RECENT_SESSION_READ_MS = 5_000;

export function createSessionRepository({ doc, table }: Db, clock: () => Date = () => new Date()) {
  const expiry = () => epochSeconds(new Date(clock().getTime() + SESSION_TTL_DAYS * DAY_MS));
  const recent = createSessionCache(() => clock().getTime());

  const read = async (sidHash: string): Promise<Session | null> => {
    const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.session(sidHash) }));
    if (!Item || typeof Item.expiresAt !== 'number') return null;
    return { sidHash, userId: Item.userId as string, expiresAt: Item.expiresAt };
  };

  return {
    /** Starts a session and returns the raw id for the cookie; only its hash is stored. */
    async create(userId: string): Promise<{ sid: string; expiresAt: number }> {
      const sid = randomToken();
      const sidHash = sha256(sid);
      const expiresAt = expiry();
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.session(sidHash),
            ...keys.sessionByUser(userId, sidHash),
            type: 'session',
            userId,
            createdAt: clock().toISOString(),
            expiresAt,
          },
        }),
      );
      return { sid, expiresAt };
    },

    /**
     * The live session for a raw id, or null. Expiry is checked here: TTL deletion lags. `acceptRecent`: a read
     * this instance made in the last few seconds may answer instead of the table.
     */
    async find(sid: string, { acceptRecent = false }: { acceptRecent?: boolean } = {}): Promise<Session | null> {
      const sidHash = sha256(sid);
      const session = await recent.get(sidHash, acceptRecent ? RECENT_SESSION_READ_MS : 0, () => read(sidHash));
      return session && session.expiresAt > epochSeconds(clock()) ? session : null;
    },

    /** Sliding expiry, written at most once a day per session to keep reads cheap. */
    async touch(session: Session): Promise<void> {
      const next = expiry();
      if (next - session.expiresAt < 24 * 60 * 60) return;
      await doc
        .send(
          new UpdateCommand({
            TableName: table,
            Key: keys.session(session.sidHash),
            UpdateExpression: 'SET expiresAt = :e',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':e': next },
          }),
        )
        .then(
          () => recent.forget(session.sidHash),
          () => undefined,
        );
    },

    async delete(sid: string): Promise<void> {
      const sidHash = sha256(sid);
      recent.forget(sidHash);
      await doc.send(new DeleteCommand({ TableName: table, Key: keys.session(sidHash) }));
      recent.forget(sidHash);
    },

    /** Ends every session of a user, optionally keeping one (the caller's after a password change). */
    async deleteAllForUser(userId: string, keepSid?: string): Promise<void> {
      const keepHash = keepSid ? sha256(keepSid) : undefined;
      recent.forgetUser(userId);
      const pages = queryPages(doc, {
        TableName: table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.sessionByUser(userId, '').GSI1PK },
      });
      for await (const page of pages) {
        for (const item of page) {
          const hash = keys.sessionHashOf(item);
          if (hash && hash !== keepHash)
            await doc.send(new DeleteCommand({ TableName: table, Key: keys.session(hash) }));
        }
      }
      recent.forgetUser(userId);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
