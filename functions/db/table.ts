import type { CreateTableCommandInput, GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';

/**
 * What the task status index (GSI2) holds besides its keys: what the reaper and the admin monitor read. Prompts and
 * answers (up to ~20 KB each) stay in the table only, so a status change writes a slim index entry (decision 018).
 */
export const TASK_STATUS_INDEX_ATTRIBUTES = [
  'id',
  'userId',
  'taskType',
  'status',
  'createdAt',
  'updatedAt',
  'startedAt',
  'completedAt',
  'attempts',
  'resends',
  'errorMessage',
  'metadata',
] as const;

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** 'ALL', or the non-key attributes the index projects (INCLUDE). */
  projection: 'ALL' | readonly string[];
}

/**
 * The one table, described once: CDK, the local stack and the tests all build it from here.
 * Keys are generic (PK/SK, GSI1 overloaded for listings, GSI2 for AI tasks by status); see access-patterns.md.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: TASK_STATUS_INDEX_ATTRIBUTES },
  ] satisfies readonly IndexDefinition[],
} as const;

export function globalSecondaryIndex(index: IndexDefinition): GlobalSecondaryIndex {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection:
      index.projection === 'ALL'
        ? { ProjectionType: 'ALL' }
        : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
  };
}

export function createTableInput(tableName: string): CreateTableCommandInput {
  const { partitionKey, sortKey, indexes } = tableDefinition;
  const attributeNames = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: indexes.map(globalSecondaryIndex),
  };
}
