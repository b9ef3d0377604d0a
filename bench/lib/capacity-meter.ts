import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface Capacity {
  requests: number;
  /** Write request units (on-demand): 1 per KB written, per table and index. */
  writeUnits: number;
  /** Read request units (on-demand): 1 per 4 KB strongly consistent, 0.5 eventually consistent. */
  readUnits: number;
}

type Consumed = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };

/** Reads and writes of one ConsumedCapacity entry (DynamoDB Local fills CapacityUnits, sometimes split by kind). */
function unitsOf(consumed: Consumed, write: boolean): { read: number; write: number } {
  const read = consumed.ReadCapacityUnits ?? (write ? 0 : (consumed.CapacityUnits ?? 0));
  const written = consumed.WriteCapacityUnits ?? (write ? (consumed.CapacityUnits ?? 0) : 0);
  return { read, write: written };
}

/** Command names as the client stack sees them (document or low-level client). */
const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)(Item)?(Items)?Command$/;

/**
 * Asks DynamoDB (Local) for `ReturnConsumedCapacity: INDEXES` on every command of the client and adds up the totals it
 * answers (table and index units together: DynamoDB Local splits them when asked for INDEXES, which shows the GSI
 * writes are counted), so a journey's cost comes from the database's own figures.
 */
export function meterCapacity(client: DynamoDBDocumentClient) {
  const total: Capacity = { requests: 0, writeUnits: 0, readUnits: 0 };
  client.middlewareStack.remove('benchCapacity');
  client.middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'INDEXES';
      const result = await next(args);
      const output = result.output as { ConsumedCapacity?: Consumed | Consumed[] };
      const entries =
        output.ConsumedCapacity === undefined
          ? []
          : Array.isArray(output.ConsumedCapacity)
            ? output.ConsumedCapacity
            : [output.ConsumedCapacity];
      const write = WRITES.test(context.commandName ?? '');
      total.requests++;
      for (const entry of entries) {
        const units = unitsOf(entry, write);
        total.readUnits += units.read;
        total.writeUnits += units.write;
      }
      return result;
    },
    { step: 'initialize', name: 'benchCapacity' },
  );
  return {
    /** The units since the last call (and resets them). */
    take(): Capacity {
      const taken = { ...total };
      Object.assign(total, { requests: 0, writeUnits: 0, readUnits: 0 });
      return taken;
    },
  };
}
