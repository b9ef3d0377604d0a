import { badRequest } from '../lib/errors';

export type PageKey = Record<string, string>;

/** A page position (a DynamoDB key) as an opaque URL-safe string. */
export function encodeCursor(key: PageKey | undefined | null): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/**
 * Reads a cursor back into the key it was made from. Only keys with exactly the expected string attributes, whose
 * fixed attributes (the partition) match, are accepted: a made-up cursor is a 400, never a read elsewhere.
 */
export function decodeCursor(
  raw: string | undefined,
  attributes: readonly string[],
  fixed: PageKey = {},
): PageKey | undefined {
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor');
  }
  const valid =
    !!parsed &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    Object.keys(parsed).length === attributes.length &&
    attributes.every(
      (name) =>
        typeof (parsed as Record<string, unknown>)[name] === 'string' &&
        ((parsed as PageKey)[name]?.length ?? 0) <= 1024,
    ) &&
    Object.entries(fixed).every(([name, value]) => (parsed as PageKey)[name] === value);
  if (!valid) throw badRequest('Invalid cursor');
  return parsed as PageKey;
}

/** The key of an item as a GSI1 page position. */
export const gsi1Key = (item: Record<string, unknown>): PageKey => ({
  PK: String(item.PK),
  SK: String(item.SK),
  GSI1PK: String(item.GSI1PK),
  GSI1SK: String(item.GSI1SK),
});
export const GSI1_KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
