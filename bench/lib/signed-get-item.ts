import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { keys } from '../../functions/db/keys';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../functions/local/services';

/** A request autocannon replays as it is. */
export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

interface CapturedRequest {
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/**
 * The GetItem request the SDK would send for the user's row, captured after signing so autocannon can replay it.
 * DynamoDB Local checks the signature's shape, not its age, so the same request stays valid for the whole run.
 */
export async function signedGetItem(endpoint: string, tableName: string, userId: string): Promise<Target> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  let captured: CapturedRequest | undefined;
  client.middlewareStack.add(
    (next) => async (args) => {
      captured = args.request as CapturedRequest;
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'benchCapture' },
  );
  const key = keys.user(userId);
  const { Item } = await client.send(
    new GetItemCommand({ TableName: tableName, Key: { PK: { S: key.PK }, SK: { S: key.SK } } }),
  );
  client.destroy();
  if (!Item) throw new Error(`The bench user's row ${key.PK}/${key.SK} was not found`);
  const headers = Object.fromEntries(
    Object.entries(captured!.headers).filter(([name]) => !['host', 'content-length'].includes(name.toLowerCase())),
  );
  const body = captured!.body;
  if (typeof body !== 'string' && !(body instanceof Uint8Array))
    throw new Error('Could not capture the GetItem request body');
  return {
    url: `${endpoint}${captured!.path}`,
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new TextDecoder().decode(body),
  };
}
