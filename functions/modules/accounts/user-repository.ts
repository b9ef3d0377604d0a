import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { updateIf } from '../../db/update-if';
import { counterUpdate } from '../stats/counters';
import { keys } from '../../db/keys';
import { creditEntryItem } from './credit-repository';
import type { UserRecord } from './user-record';
import { conditionFailedAt, isConditionFailure, isTransactionConflict, stripKeys } from '../../db/items';
import { ONBOARDING_MOVES, onboardingStatus, type OnboardingMove } from '@shared/onboarding/steps';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export class EmailTakenError extends Error {}
export class InviteRejectedError extends Error {}

export interface NewUser {
  record: UserRecord;
  trialCredit: { id: string; amount: number; description: string };
  /** Consumed in the same transaction when signups are closed. */
  inviteCodeHash?: string;
}

export function createUserRepository({ doc, table }: Db) {
  return {
    /** User, EMAIL# guard, trial credit entry (and the invite) in one transaction: a duplicate email can never make a second account. */
    async create({ record, trialCredit, inviteCodeHash }: NewUser): Promise<void> {
      const items: TransactItem[] = [
        {
          Put: {
            TableName: table,
            Item: { ...keys.emailGuard(record.email), type: 'emailGuard', userId: record.id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.user(record.id),
              ...keys.userListing(record.createdAt, record.id),
              type: 'user',
              ...record,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: table,
            Item: creditEntryItem(record.id, { ...trialCredit, type: 'trial', createdAt: record.createdAt }),
          },
        },
      ];
      if (inviteCodeHash) {
        items.push({
          Delete: {
            TableName: table,
            Key: keys.invite(inviteCodeHash),
            ConditionExpression: 'email = :email',
            ExpressionAttributeValues: { ':email': record.email },
          },
        });
      }
      // The admin overview's account count moves with the account itself (after the invite: failure indices stay).
      items.push(counterUpdate(table, 'users', 1));
      try {
        await doc.send(
          new TransactWriteCommand({ TableName: table, TransactItems: items } as TransactWriteCommandInput),
        );
      } catch (error) {
        if (conditionFailedAt(error, 3)) throw new InviteRejectedError();
        if (conditionFailedAt(error, 0) || (isTransactionConflict(error) && (await this.userIdByEmail(record.email))))
          throw new EmailTakenError();
        throw error;
      }
    },

    /** Deletes the profile and counts the account out in one transaction: a second deletion counts nothing. */
    async deleteCounted(userId: string): Promise<void> {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Delete: { TableName: table, Key: keys.user(userId), ConditionExpression: 'attribute_exists(PK)' } },
              counterUpdate(table, 'users', -1),
            ],
          } as TransactWriteCommandInput),
        );
      } catch (error) {
        if (!conditionFailedAt(error, 0)) throw error;
      }
    },

    async userIdByEmail(email: string): Promise<string | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.emailGuard(email), ConsistentRead: true }),
      );
      return (Item?.userId as string | undefined) ?? null;
    },

    async findById(userId: string): Promise<UserRecord | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.user(userId), ConsistentRead: true }),
      );
      return Item ? stripKeys<UserRecord>(Item) : null;
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const userId = await this.userIdByEmail(email);
      return userId ? this.findById(userId) : null;
    },

    /** Sets the given attributes (null removes nothing: null is a stored "unset"). Returns the new record, or null if gone. */
    async update(userId: string, fields: Record<string, unknown>, now: string): Promise<UserRecord | null> {
      const entries = Object.entries({ ...fields, updatedAt: now }).filter(([, v]) => v !== undefined);
      const names = Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k]));
      const values = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.user(userId),
            UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? stripKeys<UserRecord>(Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** Makes one of onboarding's moves, only from its own step; false when the user is elsewhere. */
    async advanceOnboarding(userId: string, move: OnboardingMove, now: string): Promise<boolean> {
      const { from, to } = ONBOARDING_MOVES[move];
      return updateIf(doc, {
        TableName: table,
        Key: keys.user(userId),
        UpdateExpression: 'SET onboardingStatus = :to, updatedAt = :now',
        ConditionExpression: 'onboardingStatus = :from',
        ExpressionAttributeValues: { ':from': onboardingStatus(from), ':to': onboardingStatus(to), ':now': now },
      });
    },

    async setAdmin(userId: string, isAdmin: boolean): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.user(userId),
          UpdateExpression: 'SET isAdmin = :a',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':a': isAdmin },
        }),
      );
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
