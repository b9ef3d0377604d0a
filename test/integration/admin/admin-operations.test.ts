import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { resetEnvCache } from '../../../functions/lib/env';
import { sqsClient } from '../../../functions/queues/client';
import { invoke } from '../../support/api-event';
import { useOwnTable } from '../../support/own-table';
import { useTestOutbox, waitForMailTo } from '../../support/outbox';
import { useOwnTaskQueue, type OwnTaskQueue } from '../../support/task-queue';
import { createTestUser, randomEmail, randomIp, type TestUser } from '../../support/users';
import { athleteWithPlan, call, deliverTask, readyWeek } from '../../support/week-fixtures';

// The overview's figures are global and the DLQ is shared by the admin group: own table, own queues.
let admin: TestUser;
let queue: OwnTaskQueue;
beforeAll(async () => {
  await useOwnTable('admin-ops');
  queue = await useOwnTaskQueue();
  process.env.TASK_DLQ_URL = queue.deadLetterUrl;
  resetEnvCache();
  useTestOutbox();
  admin = await createTestUser({ onboardingStatus: '5', isAdmin: true });
});

const overview = async () => (await call(admin.cookie, 'GET', '/api/admin/overview')).body;

/** A week whose generation failed on the real worker (its plan reference broken, then repaired). */
async function failedWeek() {
  const a = await athleteWithPlan(1);
  const res = await call(a.cookie, 'POST', '/api/weeks', {
    trainingStyle: 'classic',
    requirementsPrompt: 'x',
    trainingPlanId: a.planId,
  });
  const weekKey = keys.week(a.user.id, res.body.weekId);
  const setPlan = (planId: string) =>
    documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: weekKey,
        UpdateExpression: 'SET trainingPlanId = :p',
        ExpressionAttributeValues: { ':p': planId },
      }),
    );
  await setPlan('gone');
  await deliverTask(a.user.id, res.body.sessionId);
  await setPlan(a.planId);
  return { athlete: a, weekId: res.body.weekId as string, taskId: res.body.sessionId as string };
}

describe('admin: the service at a glance', () => {
  it('the overview counts athletes with an active plan, weeks created and the last 24 h of AI tasks with durations', async () => {
    const before = await overview();
    const a = await athleteWithPlan(2);
    await readyWeek(a);
    const after = await overview();
    expect(after.accounts.total - before.accounts.total).toBe(1);
    expect(after.accounts.withActivePlan - before.accounts.withActivePlan).toBe(1);
    expect(after.weeksCreated - before.weeksCreated).toBe(1);
    // The plan's generation and the week's: both finished, both in the histogram.
    expect(after.tasks.completed - before.tasks.completed).toBe(2);
    expect(after.tasks.byType['week-generation'].completed).toBeGreaterThanOrEqual(1);
    expect(after.tasks.p50Ms).toBeGreaterThan(0);
    expect(after.tasks.p95Ms).toBeGreaterThanOrEqual(after.tasks.p50Ms);
    expect(after.deadLetters.depth).toBe(0);

    expect((await call(a.cookie, 'PUT', `/api/plans/${a.planId}/finish`, {})).status).toBe(200);
    expect((await overview()).accounts.withActivePlan).toBe(after.accounts.withActivePlan - 1);
  });

  it('the account total comes from the counter that register and deletion keep (a second deletion counts nothing)', async () => {
    const before = (await overview()).accounts.total;
    const u = await createTestUser();
    expect((await overview()).accounts.total).toBe(before + 1);
    expect((await call(u.cookie, 'DELETE', '/api/user', { password: u.password })).status).toBeLessThan(300);
    expect((await overview()).accounts.total).toBe(before);
    expect((await call(u.cookie, 'DELETE', '/api/user', { password: u.password })).status).toBeGreaterThanOrEqual(400);
    expect((await overview()).accounts.total).toBe(before);
  });
});

describe('admin: AI task monitor', () => {
  it('lists a failed week generation with its error and athlete, retries it once, and audits the retry', async () => {
    const { athlete, weekId, taskId } = await failedWeek();
    const failed = (await call(admin.cookie, 'GET', '/api/admin/ai-tasks?status=failed&type=week-generation')).body;
    const row = failed.items.find((t: { id: string }) => t.id === taskId);
    expect(row).toMatchObject({
      userId: athlete.user.id,
      userEmail: athlete.email,
      status: 'failed',
      retryable: true,
      errorMessage: expect.any(String),
    });
    expect(row.durationMs).toBeGreaterThanOrEqual(0);
    expect((await overview()).tasks.failed).toBeGreaterThanOrEqual(1);

    const retry = await call(admin.cookie, 'POST', `/api/admin/users/${athlete.user.id}/ai-tasks/${taskId}/retry`, {});
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.weekId).toBe(weekId);
    await deliverTask(athlete.user.id, retry.body.sessionId);
    expect((await call(athlete.cookie, 'GET', '/api/weeks/active')).body).toMatchObject({
      id: weekId,
      status: 'ready',
    });

    // The week is ready now: a second retry would be a free week.
    expect(
      (await call(admin.cookie, 'POST', `/api/admin/users/${athlete.user.id}/ai-tasks/${taskId}/retry`, {})).status,
    ).toBe(409);
    expect(
      (await call(admin.cookie, 'POST', `/api/admin/users/${athlete.user.id}/ai-tasks/no-such-task/retry`, {})).status,
    ).toBe(404);
    const detail = (await call(admin.cookie, 'GET', `/api/admin/users/${athlete.user.id}`)).body;
    expect(detail.tasks.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining([taskId, retry.body.sessionId]),
    );
    expect(JSON.stringify(detail.tasks)).not.toMatch(/"prompt"|"response"/);
    expect(detail.audit[0]).toMatchObject({ action: 'task.retry', actorEmail: admin.email });
  }, 60_000);

  it('refuses a retry for a task type the seeds give no retry, and for a task that has not failed', async () => {
    const a = await athleteWithPlan(2);
    const { sessionId } = await readyWeek(a);
    const completed = await call(admin.cookie, 'POST', `/api/admin/users/${a.user.id}/ai-tasks/${sessionId}/retry`, {});
    expect(completed.status).toBe(409);
    expect(completed.body.message).toBe('Only a failed task can be retried');
    expect((await call(admin.cookie, 'GET', '/api/admin/ai-tasks?status=lost')).status).toBe(400);
  }, 60_000);

  it('shows the dead-letter depth and moves every message back to the task queue', async () => {
    const bodies = ['{"userId":"u1","taskId":"t1"}', '{"userId":"u2","taskId":"t2"}', '{"userId":"u3","taskId":"t3"}'];
    for (const body of bodies)
      await sqsClient().send(new SendMessageCommand({ QueueUrl: queue.deadLetterUrl, MessageBody: body }));
    expect((await call(admin.cookie, 'GET', '/api/admin/ai-tasks')).body.deadLetters.depth).toBe(3);
    const before = await queue.depth();

    const redrive = await call(admin.cookie, 'POST', '/api/admin/ai-tasks/dead-letters/redrive', {});
    expect(redrive.body).toEqual({ moved: 3, remaining: 0 });
    expect(await queue.depth()).toBe(before + 3);
    expect((await overview()).audit[0]).toMatchObject({ action: 'queue.redrive', details: { moved: 3 } });
  });
});

describe('admin: support and feedback', () => {
  it('reads suggestions newest first with the athlete, and marks one read', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    for (const text of ['Please add open-water swims', 'Dark mode for the charts'])
      expect((await call(a.cookie, 'POST', '/api/suggestions', { suggestion: text })).status).toBe(201);
    const page = (await call(admin.cookie, 'GET', '/api/admin/suggestions')).body;
    const mine = page.items.filter((s: { userId: string }) => s.userId === a.user.id);
    expect(mine.map((s: { suggestion: string }) => s.suggestion)).toEqual([
      'Dark mode for the charts',
      'Please add open-water swims',
    ]);
    expect(mine[0]).toMatchObject({ userEmail: a.email, readAt: null });

    const read = await call(admin.cookie, 'POST', `/api/admin/suggestions/${mine[0].id}/read`, {});
    expect(read.status).toBe(200);
    const again = (await call(admin.cookie, 'GET', '/api/admin/suggestions')).body.items.find(
      (s: { id: string }) => s.id === mine[0].id,
    );
    expect(again.readAt).toBe(read.body.readAt);
    expect((await call(admin.cookie, 'POST', '/api/admin/suggestions/bm90LWFuLWlk/read', {})).status).toBe(404);
    expect(
      (
        await call(
          admin.cookie,
          'POST',
          `/api/admin/suggestions/${Buffer.from(JSON.stringify([a.user.id, '2020-01-01T00:00:00.000Z', 'x'])).toString('base64url')}/read`,
          {},
        )
      ).status,
    ).toBe(404);
  });

  it('sends an athlete a fresh password-reset link that works, shows the mail on their page, and audits it', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    const res = await call(admin.cookie, 'POST', `/api/admin/users/${a.user.id}/password-reset`, {});
    expect(res.status).toBe(200);
    const mail = await waitForMailTo(a.email);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(
      (
        await invoke({
          method: 'POST',
          path: '/api/reset-password',
          body: { token, password: 'brand-new-1' },
          sourceIp: randomIp(),
        })
      ).status,
    ).toBe(200);

    const detail = (await call(admin.cookie, 'GET', `/api/admin/users/${a.user.id}`)).body;
    expect(detail.mails[0]).toMatchObject({ kind: 'reset-password', status: 'sent', attempts: 1 });
    expect(JSON.stringify(detail.mails)).not.toContain(token);
    expect(detail.audit[0]).toMatchObject({ action: 'password.reset-sent' });
    expect((await call(admin.cookie, 'POST', '/api/admin/users/no-such-user/password-reset', {})).status).toBe(404);
  });

  it('invites a selection of beta testers, skipping and naming those who already have an account', async () => {
    const testers = [randomEmail('sel-a'), randomEmail('sel-b')];
    const member = await createTestUser();
    for (const email of [...testers, member.email])
      await invoke({ method: 'POST', path: '/api/beta-testers', body: { email }, sourceIp: randomIp() });
    const res = await call(admin.cookie, 'POST', '/api/admin/beta-testers/invite', {
      emails: [...testers, member.email, testers[0]],
      lang: 'pl',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      invited: testers,
      skipped: [{ email: member.email, reason: 'This email already has an account' }],
    });
    for (const email of testers) expect((await waitForMailTo(email)).text).toMatch(/invite=/);
    expect((await call(admin.cookie, 'POST', '/api/admin/beta-testers/invite', { emails: [] })).status).toBe(400);
    expect(
      (await call(admin.cookie, 'POST', '/api/admin/beta-testers/invite', { emails: ['not-an-email'] })).status,
    ).toBe(400);
  });
});
