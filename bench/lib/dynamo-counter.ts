import { keys } from '../../functions/db/keys';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface Counted {
  data: number;
  session: number;
  commands: string[];
}

/**
 * Adds a counter to the client; the returned function runs one call and answers how many DynamoDB requests it
 * made, session reads (SESSION# keys) apart from the rest.
 */
export function countDynamoRequests(client: DynamoDBDocumentClient) {
  let current: Counted | null = null;
  // Sections share the process's client: the newest counter replaces an earlier section's.
  client.middlewareStack.remove('benchCounter');
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: { PK?: string } };
      if (current) {
        if (keys.isSessionPartition(String(input.Key?.PK ?? ''))) current.session++;
        else current.data++;
        current.commands.push(context.commandName ?? '?');
      }
      return next(args);
    },
    { step: 'initialize', name: 'benchCounter' },
  );
  return async <T>(run: () => Promise<T>): Promise<{ result: T; counted: Counted }> => {
    const counted: Counted = { data: 0, session: 0, commands: [] };
    current = counted;
    try {
      return { result: await run(), counted };
    } finally {
      current = null;
    }
  };
}
