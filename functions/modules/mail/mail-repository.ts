import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetAll } from '../../db/batch-get';
import type { Db } from '../../db/client';
import { epochSeconds, keys } from '../../db/keys';
import type { MailRecord, MailStatus } from './mail-record';
import { isConditionFailure, stripKeys } from '../../db/items';

const toRecord = (item: Record<string, unknown>) => stripKeys<MailRecord>(item);
/** How long the per-recipient log of a mail is kept. */
const RECIPIENT_LOG_DAYS = 90;

/** `mails` rows: MAIL#<id>, indexed on GSI1 by status and due time so the job reads what is due. */
export function createMailRepository({ doc, table }: Db) {
  const conditional = async (command: UpdateCommand): Promise<boolean> => {
    try {
      await doc.send(command);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };

  return {
    /** The mail and its recipient-log row (what the admin sees of a user's mails) in one transaction. */
    async insert(mail: MailRecord): Promise<void> {
      const logRow = {
        ...keys.mailToRecipient(mail.to, mail.createdAt, mail.id),
        type: 'mailLog',
        mailId: mail.id,
        kind: mail.kind,
        subject: mail.subject,
        createdAt: mail.createdAt,
        expiresAt: epochSeconds(new Date(mail.createdAt)) + RECIPIENT_LOG_DAYS * 86_400,
      };
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table,
                Item: {
                  ...keys.mail(mail.id),
                  ...keys.mailByStatus(mail.status, mail.dueAt, mail.id),
                  type: 'mail',
                  ...mail,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            { Put: { TableName: table, Item: logRow } },
          ],
        }),
      );
    },

    /** The latest mails queued for an address, newest first, with their current status. */
    async recentTo(email: string, limit: number): Promise<MailRecord[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.mailToPartition(email) },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      const mails = await batchGetAll(
        doc,
        table,
        Items.map((item) => keys.mail(String(item.mailId))),
        ['id', 'to', 'kind', 'subject', 'status', 'attempts', 'dueAt', 'createdAt', 'sentAt', 'lastError'],
      );
      return mails.map((item) => toRecord(item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async get(mailId: string): Promise<MailRecord | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.mail(mailId), ConsistentRead: true }),
      );
      return Item ? toRecord(Item) : null;
    },

    /** Pending mails whose due time has come, oldest first. */
    async listDue(nowIso: string, limit: number): Promise<MailRecord[]> {
      const { Items } = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :now',
          ExpressionAttributeValues: { ':pk': keys.mailByStatus('pending', '', '').GSI1PK, ':now': `${nowIso}~` },
          Limit: limit,
        }),
      );
      return (Items ?? []).map(toRecord);
    },

    /**
     * Claims a pending mail for one sender by pushing its due time to the lease end: a second job run that read
     * the same row loses the condition, and a sender that dies leaves it to be retried when the lease ends.
     */
    async claim(mail: MailRecord, leaseUntilIso: string): Promise<boolean> {
      return conditional(
        new UpdateCommand({
          TableName: table,
          Key: keys.mail(mail.id),
          UpdateExpression: 'SET dueAt = :lease, GSI1SK = :sk',
          ConditionExpression: '#s = :pending AND dueAt = :due AND attempts = :attempts',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':lease': leaseUntilIso,
            ':sk': keys.mailByStatus('pending', leaseUntilIso, mail.id).GSI1SK,
            ':pending': 'pending',
            ':due': mail.dueAt,
            ':attempts': mail.attempts,
          },
        }),
      );
    },

    async markSent(mailId: string, sentAt: string, providerMessageId: string): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.mail(mailId),
          UpdateExpression:
            'SET #s = :sent, sentAt = :at, providerMessageId = :mid, attempts = attempts + :one, GSI1PK = :pk, GSI1SK = :sk',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':sent': 'sent',
            ':at': sentAt,
            ':mid': providerMessageId,
            ':one': 1,
            ...gsi('sent', sentAt, mailId),
          },
        }),
      );
    },

    /** Records a failed attempt: back to pending at `retryAt`, or failed for good (the error kept either way). */
    async markFailed(
      mailId: string,
      attempts: number,
      error: string,
      status: Exclude<MailStatus, 'sent'>,
      retryAt: string,
    ): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.mail(mailId),
          UpdateExpression:
            'SET #s = :status, attempts = :attempts, lastError = :error, dueAt = :due, GSI1PK = :pk, GSI1SK = :sk',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':attempts': attempts,
            ':error': error.slice(0, 1000),
            ':due': retryAt,
            ...gsi(status, retryAt, mailId),
          },
        }),
      );
    },
  };
}

function gsi(status: MailStatus, atIso: string, mailId: string) {
  const k = keys.mailByStatus(status, atIso, mailId);
  return { ':pk': k.GSI1PK, ':sk': k.GSI1SK };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
