import { paginateQuery, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

/**
 * The items of a Query, one page at a time, for callers that act per page or stop early (leaving the loop
 * sends no further request). The input is copied because the SDK paginator writes its cursor into it.
 */
export async function* queryPages(
  doc: DynamoDBDocumentClient,
  input: QueryCommandInput,
): AsyncGenerator<Item[], void, undefined> {
  for await (const page of paginateQuery({ client: doc }, { ...input })) yield page.Items ?? [];
}

/** Every item of a Query, following LastEvaluatedKey to the end, in the order DynamoDB returns them. */
export async function queryAll(doc: DynamoDBDocumentClient, input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(doc, input)) items.push(...page);
  return items;
}
