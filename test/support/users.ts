import { randomBytes, randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OnboardingStatus, UserView } from '@shared/schemas/accounts';
import { documentClient } from '../../functions/db/client';
import { keys } from '../../functions/db/keys';
import { invoke, sessionCookieFrom } from './api-event';

export interface TestUser {
  email: string;
  password: string;
  /** `sid=...`, ready for `invoke({ cookies: [cookie] })`. */
  cookie: string;
  user: UserView;
}

export interface TestUserOptions {
  email?: string;
  password?: string;
  lang?: 'en' | 'pl';
  name?: string;
  /** Set directly on the user item after registering (skips the onboarding calls). */
  onboardingStatus?: OnboardingStatus;
  isAdmin?: boolean;
  /** Sets the credit balance directly (no ledger entry). */
  credits?: number;
}

/** A random client address, so tests never share the register throttle. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

export const randomEmail = (prefix = 'user') => `${prefix}-${randomUUID()}@example.test`;

/** Registers a fresh user through the real accounts Lambda (POST /api/register) and returns its session cookie. */
export async function createTestUser(opts: TestUserOptions = {}): Promise<TestUser> {
  const email = opts.email ?? randomEmail();
  const password = opts.password ?? `pw-${randomUUID()}`;
  const res = await invoke<UserView>({
    method: 'POST',
    path: '/api/register',
    body: { email, password, ...(opts.lang ? { lang: opts.lang } : {}) },
    sourceIp: randomIp(),
  });
  if (res.status !== 201)
    throw new Error(`createTestUser: register answered ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = sessionCookieFrom(res);
  const direct: Record<string, unknown> = {};
  if (opts.onboardingStatus !== undefined) direct.onboardingStatus = opts.onboardingStatus;
  if (opts.isAdmin !== undefined) direct.isAdmin = opts.isAdmin;
  if (opts.credits !== undefined) direct.credits = opts.credits;
  if (opts.name !== undefined) direct.name = opts.name;
  let user = res.body;
  if (Object.keys(direct).length > 0) {
    const entries = Object.entries(direct);
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.user(user.id),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
      }),
    );
    const fresh = await invoke<UserView>({ method: 'GET', path: '/api/user', cookies: [cookie] });
    user = fresh.body;
  }
  return { email, password, cookie, user };
}
