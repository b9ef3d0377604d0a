import { PutCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AuditView } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { stripKeys } from '../../db/items';
import { auditTargetKey } from './audit';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const toView = (item: Record<string, unknown>) => stripKeys<AuditView>(item, ['createdAt']);

/** The audit trail of admin actions: AUDIT / AUDIT#<at>#<id>, and by target on GSI1. */
export function createAuditRepository({ doc, table }: Db) {
  const item = (entry: AuditView) => ({
    ...keys.audit(entry.at, entry.id),
    ...keys.auditByTarget(auditTargetKey(entry.target), entry.at, entry.id),
    type: 'audit',
    ...entry,
    createdAt: entry.at,
  });

  return {
    /** The row as a transaction item, so an action and its audit row commit together. */
    put: (entry: AuditView): TransactItem => ({ Put: { TableName: table, Item: item(entry) } }),

    async add(entry: AuditView): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: item(entry) }));
    },

    async recent(limit: number): Promise<AuditView[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.auditPartition },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(toView);
    },

    async forTarget(target: AuditView['target'], limit: number): Promise<AuditView[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.auditByTarget(auditTargetKey(target), '', '').GSI1PK },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(toView);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
