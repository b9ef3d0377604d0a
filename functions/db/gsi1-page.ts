import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { gsi1Key, type PageKey } from './cursor';

type Item = Record<string, unknown>;

export interface Gsi1PageInput {
  table: string;
  partition: string;
  /** Newest first (GSI1SK descending) unless false. */
  newestFirst?: boolean;
  limit: number;
  cursor?: PageKey;
  /** An admin-listing filter (e.g. an email prefix); reads are bounded by `maxReads`, so a page may come back short. */
  filter?: { expression: string; names?: Record<string, string>; values: Record<string, unknown> };
  /** Attributes to read; the keys are always added (the next cursor is made from them). */
  attributes?: readonly string[];
  maxReads?: number;
}

/**
 * One page of a GSI1 partition with an exact cursor: the page ends at the last item returned, so following the
 * cursors lists every item once, with no gaps and no repeats, even when a filter leaves pages short.
 */
export async function gsi1Page(
  doc: DynamoDBDocumentClient,
  input: Gsi1PageInput,
): Promise<{ items: Item[]; next: PageKey | null }> {
  const { filter, attributes } = input;
  const names: Record<string, string> = { ...filter?.names };
  let projection: string | undefined;
  if (attributes) {
    const all = [...new Set([...attributes, 'PK', 'SK', 'GSI1PK', 'GSI1SK'])];
    all.forEach((name, i) => (names[`#p${i}`] = name));
    projection = all.map((_, i) => `#p${i}`).join(', ');
  }
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined = input.cursor;
  for (let read = 0; read < (input.maxReads ?? 5); read++) {
    const page = await doc.send(
      new QueryCommand({
        TableName: input.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :gsi1pk',
        ExpressionAttributeValues: { ':gsi1pk': input.partition, ...filter?.values },
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ...(projection ? { ProjectionExpression: projection } : {}),
        ScanIndexForward: input.newestFirst === false,
        Limit: filter ? Math.max(100, input.limit * 4) : input.limit - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    if (items.length >= input.limit) {
      const pageItems = items.slice(0, input.limit);
      const more = items.length > input.limit || page.LastEvaluatedKey !== undefined;
      return { items: pageItems, next: more ? gsi1Key(pageItems.at(-1)!) : null };
    }
    if (!page.LastEvaluatedKey) return { items, next: null };
    start = page.LastEvaluatedKey;
  }
  return { items, next: start ? (start as PageKey) : null };
}
