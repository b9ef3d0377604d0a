import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;
type Request = Record<
  string,
  { Keys: Item[]; ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> }
>;

/** Every item of these keys that exists (BatchGet in chunks of 100, unprocessed keys retried with a short backoff). */
export async function batchGetAll(
  doc: DynamoDBDocumentClient,
  table: string,
  keyList: Item[],
  attributes?: readonly string[],
): Promise<Item[]> {
  const names = attributes ? Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name])) : undefined;
  const projection = attributes
    ? { ProjectionExpression: Object.keys(names!).join(', '), ExpressionAttributeNames: names }
    : {};
  const found: Item[] = [];
  for (let start = 0; start < keyList.length; start += 100) {
    let request: Request | undefined = { [table]: { Keys: keyList.slice(start, start + 100), ...projection } };
    for (let attempt = 0; request && Object.keys(request).length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const answer = await doc.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(answer.Responses?.[table] ?? []));
      request = answer.UnprocessedKeys as Request | undefined;
    }
  }
  return found;
}
