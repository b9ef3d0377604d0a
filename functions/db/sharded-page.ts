import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

export interface ShardedPageInput {
  table: string;
  index: 'GSI1' | 'GSI2';
  /** The shards of one listing; their sort keys are unique across shards (`<time>#<id>`). */
  partitions: readonly string[];
  limit: number;
  /** Newest first: the page holds sort keys below `before` (the previous page's last). */
  before?: string;
  filter?: { expression: string; names?: Record<string, string>; values: Record<string, unknown> };
  attributes?: readonly string[];
}

/**
 * One page, newest first, of a listing spread over shards: one Query per shard, merged by sort key. The page never
 * reaches below what a shard left unread (a filtered shard may stop early), so following `next` lists every item
 * once, with no gaps and no repeats; a page may come back short when a filter drops most items.
 */
export async function shardedPage(
  doc: DynamoDBDocumentClient,
  input: ShardedPageInput,
): Promise<{ items: Item[]; next: string | null }> {
  const sortKey = `${input.index}SK`;
  const names: Record<string, string> = {
    ...input.filter?.names,
    '#pk': `${input.index}PK`,
    ...(input.before === undefined ? {} : { '#sk': sortKey }),
  };
  const projection = input.attributes
    ? [...new Set([...input.attributes, sortKey])].map((name, i) => ((names[`#p${i}`] = name), `#p${i}`)).join(', ')
    : undefined;
  const reads = await Promise.all(
    input.partitions.map((partition) =>
      doc.send(
        new QueryCommand({
          TableName: input.table,
          IndexName: input.index,
          KeyConditionExpression: input.before === undefined ? '#pk = :pk' : '#pk = :pk AND #sk < :before',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: {
            ':pk': partition,
            ...(input.before === undefined ? {} : { ':before': input.before }),
            ...input.filter?.values,
          },
          ...(input.filter ? { FilterExpression: input.filter.expression } : {}),
          ...(projection ? { ProjectionExpression: projection } : {}),
          ScanIndexForward: false,
          Limit: input.filter ? Math.max(100, input.limit * 4) : input.limit,
        }),
      ),
    ),
  );
  // Every shard was read down to its last evaluated key: only sort keys at or above the highest of those are complete.
  const floors = reads.flatMap((read) => (read.LastEvaluatedKey ? [String(read.LastEvaluatedKey[sortKey])] : []));
  const floor = floors.sort().at(-1);
  const complete = reads
    .flatMap((read) => read.Items ?? [])
    .filter((item) => floor === undefined || String(item[sortKey]) >= floor)
    .sort((a, b) => String(b[sortKey]).localeCompare(String(a[sortKey])));
  const items = complete.slice(0, input.limit);
  if (complete.length > input.limit) return { items, next: String(items.at(-1)![sortKey]) };
  return { items, next: floor ?? null };
}
