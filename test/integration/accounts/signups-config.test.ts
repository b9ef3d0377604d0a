import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createPlatform } from '../../../functions/composition/platform';
import { createAppConfigRepository } from '../../../functions/modules/config/app-config-repository';
import { createConfigServices } from '../../../functions/modules/config/compose';
import { seedDefaults } from '../../../functions/seed/defaults';
import { invoke } from '../../support/api-event';
import { useOwnTable } from '../../support/own-table';
import { useTestOutbox, waitForMailTo } from '../../support/outbox';
import { randomEmail, randomIp } from '../../support/users';

// Closing signups is global: this file works on its own table so other files keep registering.
beforeAll(async () => {
  await useOwnTable('signups');
  useTestOutbox();
});

const accepting = () => invoke({ method: 'GET', path: '/api/config/accepting-signups' });
const register = (body: Record<string, unknown>) =>
  invoke({ method: 'POST', path: '/api/register', body, sourceIp: randomIp() });
const setSignups = (value: boolean) =>
  createAppConfigRepository(createPlatform().db).setAcceptingSignups(value, new Date().toISOString());

describe('sign-up configuration', () => {
  it('is open when nothing is stored, and seedDefaults writes true without overwriting a later choice', async () => {
    expect((await accepting()).body).toEqual({ acceptingSignups: true });
    const db = createPlatform().db;
    await seedDefaults(db);
    const row = await documentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.appConfig('acceptingSignups') }),
    );
    expect(row.Item!.value).toBe(true);
    await setSignups(false);
    await seedDefaults(db);
    expect((await accepting()).body).toEqual({ acceptingSignups: false });
    await setSignups(true);
  });

  it('closed signups refuse registration with 403 unless a valid invite code for that email is given', async () => {
    await setSignups(false);
    try {
      const email = randomEmail('invited');
      const closed = await register({ email, password: 'tri-secret1' });
      expect(closed.status).toBe(403);
      expect(closed.body.message).toBe('Signups are closed. A valid invite code is required.');

      const platform = createPlatform();
      const { invites } = createConfigServices(platform);
      await invites.createInvite(email.toUpperCase(), 'en');
      const mail = await waitForMailTo(email);
      expect(mail.headers.subject).toBe('Your invitation to Tricoach');
      const code = /Your invite code: (\S+)/.exec(mail.text)![1]!;
      expect(mail.text).toContain(`http://localhost:3000/auth?reg=&email=${encodeURIComponent(email)}&invite=${code}`);

      expect(
        (await register({ email: randomEmail('someone-else'), password: 'tri-secret1', inviteCode: code })).status,
      ).toBe(403);
      expect((await register({ email, password: 'tri-secret1', inviteCode: 'made-up' })).status).toBe(403);
      const ok = await register({ email, password: 'tri-secret1', inviteCode: code });
      expect(ok.status).toBe(201);
      const reused = await register({
        email: email.replace('invited', 'invited2'),
        password: 'tri-secret1',
        inviteCode: code,
      });
      expect(reused.status).toBe(403);
    } finally {
      await setSignups(true);
    }
  });

  it('invite mails are Polish when asked', async () => {
    const platform = createPlatform();
    const email = randomEmail('zaproszenie');
    const { invites } = createConfigServices(platform);
    await invites.createInvite(email, 'pl');
    const mail = await waitForMailTo(email);
    expect(mail.text).toContain('Twój kod zaproszenia:');
  });
});

describe('beta testers and newsletter', () => {
  it('joins the beta list once (201, then 200), marks it invited after an invite', async () => {
    const email = randomEmail('beta');
    const first = await invoke({ method: 'POST', path: '/api/beta-testers', body: { email: email.toUpperCase() } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ email, status: 'pending' });
    expect((await invoke({ method: 'POST', path: '/api/beta-testers', body: { email } })).status).toBe(200);
    const row = await documentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.betaTester(email) }),
    );
    expect(row.Item).toMatchObject({ email, status: 'pending' });
    const platform = createPlatform();
    const { invites } = createConfigServices(platform);
    await invites.createInvite(email);
    const invited = await documentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.betaTester(email) }),
    );
    expect(invited.Item).toMatchObject({ email, status: 'invited' });
  });

  it("requires an email with the seed's message", async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const res = await invoke({ method: 'POST', path: '/api/beta-testers', body });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].message).toBe('Email is required.');
    }
    expect((await invoke({ method: 'POST', path: '/api/beta-testers', body: { email: 'not-an-email' } })).status).toBe(
      400,
    );
  });

  it('subscribes to the newsletter: 201 new, 200 already subscribed', async () => {
    const email = randomEmail('news');
    expect((await invoke({ method: 'POST', path: '/api/newsletter', body: { email } })).status).toBe(201);
    const again = await invoke({ method: 'POST', path: '/api/newsletter', body: { email: email.toUpperCase() } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email, subscribed: true });
    expect((await invoke({ method: 'POST', path: '/api/newsletter', body: { email: 'nope' } })).status).toBe(400);
  });
});
