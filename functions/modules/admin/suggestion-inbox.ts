import type { Page, SuggestionRow } from '@shared/schemas/admin';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import { notFound } from '../../lib/errors';
import { SUGGESTION_CURSOR, type Suggestion, type SuggestionRepository } from '../plans/suggestion-repository';
import type { AdminUserRepository } from './admin-user-repository';

const PAGE = 25;
type Ref = { userId: string; createdAt: string; id: string };

/** The row id the console sends back: the suggestion's key, opaque, so marking it read is one conditional update. */
export const suggestionRowId = (s: Ref) =>
  Buffer.from(JSON.stringify([s.userId, s.createdAt, s.id])).toString('base64url');

export function parseSuggestionRowId(rowId: string): Ref | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(rowId, 'base64url').toString('utf8'));
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 3 ||
      !parsed.every((part) => typeof part === 'string' && part.length > 0 && part.length <= 100)
    )
      return null;
    const [userId, createdAt, id] = parsed as [string, string, string];
    return { userId, createdAt, id };
  } catch {
    return null;
  }
}

/** Suggestions from the feedback card, newest first, for the admin; marking one read. */
export function createSuggestionInbox(deps: {
  suggestions: SuggestionRepository;
  adminUsers: Pick<AdminUserRepository, 'emailsOf'>;
  now: () => string;
}) {
  const toRow = (s: Suggestion, emails: Map<string, string>): SuggestionRow => ({
    id: suggestionRowId(s),
    userId: s.userId,
    userEmail: emails.get(s.userId) ?? null,
    suggestion: s.suggestion,
    createdAt: s.createdAt,
    readAt: s.readAt ?? null,
  });

  return {
    async list(cursor?: string): Promise<Page<SuggestionRow>> {
      const { items, next } = await deps.suggestions.page(
        decodeCursor(cursor, SUGGESTION_CURSOR.attributes, SUGGESTION_CURSOR.fixed),
        PAGE,
      );
      const emails = await deps.adminUsers.emailsOf([...new Set(items.map((s) => s.userId))]);
      return { items: items.map((s) => toRow(s, emails)), cursor: encodeCursor(next) };
    },

    async markRead(rowId: string): Promise<{ readAt: string }> {
      const ref = parseSuggestionRowId(rowId);
      const at = deps.now();
      if (!ref || !(await deps.suggestions.markRead(ref, at))) throw notFound('Suggestion not found');
      return { readAt: at };
    },
  };
}

export type SuggestionInbox = ReturnType<typeof createSuggestionInbox>;
