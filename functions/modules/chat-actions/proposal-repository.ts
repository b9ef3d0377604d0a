import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { isConditionFailure, stripKeys } from '../../db/items';
import { epochSeconds, keys } from '../../db/keys';
import type { ChatProposalRecord } from './proposal-record';

/** Chat proposals under the athlete's partition: another athlete's id finds nothing. */
export function createProposalRepository({ doc, table }: Db) {
  return {
    /** A task that runs again writes the same ids: the proposal is written again, not twice. */
    async put(p: ChatProposalRecord): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.chatProposal(p.userId, p.id),
            type: 'chat_proposal',
            ...p,
            expiresAt: epochSeconds(new Date(p.expiresAtIso)),
          },
        }),
      );
    },

    async get(userId: string, id: string): Promise<ChatProposalRecord | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.chatProposal(userId, id), ConsistentRead: true }),
      );
      return Item ? stripKeys<ChatProposalRecord>(Item, ['expiresAt']) : null;
    },

    /** In the order asked; missing ones (expired and deleted by TTL) left out. */
    async getMany(userId: string, ids: readonly string[]): Promise<ChatProposalRecord[]> {
      if (!ids.length) return [];
      const { Responses } = await doc.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: { Keys: ids.slice(0, 100).map((id) => keys.chatProposal(userId, id)), ConsistentRead: true },
          },
        }),
      );
      const found = new Map(
        (Responses?.[table] ?? []).map((item) => {
          const p = stripKeys<ChatProposalRecord>(item, ['expiresAt']);
          return [p.id, p];
        }),
      );
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    /** open -> accepted / kept, once: false when it was answered meanwhile. */
    async answer(userId: string, id: string, status: 'accepted' | 'kept', now: string): Promise<boolean> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.chatProposal(userId, id),
            UpdateExpression: 'SET #status = :status, answeredAt = :now',
            ConditionExpression: '#status = :open',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status, ':now': now, ':open': 'open' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Takes an accept back when applying it failed, so the athlete can try again. */
    async reopen(userId: string, id: string): Promise<void> {
      await doc
        .send(
          new UpdateCommand({
            TableName: table,
            Key: keys.chatProposal(userId, id),
            UpdateExpression: 'SET #status = :open REMOVE answeredAt',
            ConditionExpression: '#status = :accepted',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':open': 'open', ':accepted': 'accepted' },
          }),
        )
        .catch((error) => {
          if (!isConditionFailure(error)) throw error;
        });
    },
  };
}

export type ProposalRepository = ReturnType<typeof createProposalRepository>;
