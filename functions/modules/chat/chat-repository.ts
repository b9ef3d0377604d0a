import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import type { ChatMessageRecord, ConversationRecord } from './chat-records';
import { isConditionFailure, stripKeys } from '../../db/items';

function queryPrefix(db: Db, prefix: string, userId: string): Promise<Record<string, unknown>[]> {
  return queryAll(db.doc, {
    TableName: db.table,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': prefix },
    ConsistentRead: true,
  });
}

/** Conversations and ai_messages, all under the user's partition. */
export function createChatRepository(db: Db) {
  const { doc, table } = db;
  return {
    async createConversation(conversation: ConversationRecord): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.conversation(conversation.userId, conversation.id), type: 'conversation', ...conversation },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    async getConversation(userId: string, conversationId: string): Promise<ConversationRecord | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.conversation(userId, conversationId), ConsistentRead: true }),
      );
      return Item ? stripKeys<ConversationRecord>(Item) : null;
    },

    /** Newest first. */
    async listConversations(userId: string): Promise<ConversationRecord[]> {
      const items = (await queryPrefix(db, keys.conversationPrefix, userId)).map((i) =>
        stripKeys<ConversationRecord>(i),
      );
      return items
        .filter((c) => !c.archived)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },

    /**
     * One message keyed by its task (user 0, reply 1), so it sorts by the task's creation and a redelivered task
     * writes its reply once. Answers false when it was already there.
     */
    async putMessage(message: ChatMessageRecord, taskCreatedAt: string): Promise<boolean> {
      const order = message.role === 'user' ? 0 : 1;
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...keys.chatMessage(message.userId, message.conversationId, taskCreatedAt, order, message.taskId),
              type: 'ai_message',
              ...message,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Oldest first. */
    async listMessages(userId: string, conversationId: string): Promise<ChatMessageRecord[]> {
      return (await queryPrefix(db, keys.chatMessagePrefix(conversationId), userId)).map((i) =>
        stripKeys<ChatMessageRecord>(i),
      );
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
