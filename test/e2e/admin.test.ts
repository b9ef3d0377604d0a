import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signUp } from '../support/e2e-athlete';
import { waitForStackMail } from '../support/e2e-outbox';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

const run = promisify(execFile);
let stack: E2eStack;
let page: Page;
useE2eSession({ name: 'admin' }, (s) => {
  stack = s.stack;
  page = s.page;
});
const adminEmail = `admin-${Date.now()}@example.test`;
const testerEmail = `tester-${Date.now()}@example.test`;

describe('running the service in Chromium', () => {
  it('an admin closes signups and invites a beta tester, who registers through the mailed link', async () => {
    // The admin: an athlete through onboarding, made admin with the CLI.
    await signUp(page, stack, adminEmail, { name: 'Ada' });
    await run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'make-admin', adminEmail], {
      env: { ...process.env, DATA_DIR: stack.dataDir },
    });
    // A visitor joins the beta list from the public page's API.
    const visitor = await page.context().request.post(`${stack.url}/api/beta-testers`, {
      data: { email: testerEmail, name: 'Tess' },
      headers: { origin: stack.url },
    });
    expect(visitor.ok()).toBe(true);

    await page.goto(`${stack.url}/admin`);
    await page.getByTestId('admin-page').waitFor();
    await page.getByRole('tab', { name: 'Signups' }).click();
    await page.getByTestId('signups-switch').click();
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${stack.url}/api/config/accepting-signups`)).json()).acceptingSignups,
        { timeout: 10_000 },
      )
      .toBe(false);
    const row = page.getByTestId('beta-testers').getByRole('listitem').filter({ hasText: testerEmail });
    await row.getByRole('button', { name: 'Invite' }).click();
    await row.getByText('Invited').waitFor();

    // The tester, signed out in a fresh context, opens the mailed link and registers while signups are closed.
    const mail = await waitForStackMail(stack.dataDir, testerEmail);
    const link = /(http:\/\/\S+\/auth\?\S+invite=[\w-]+)/.exec(mail.text)![1]!;
    const tester = await launchBrowser();
    const testerPage = tester.page;
    await testerPage.goto(link.replace(/^http:\/\/[^/]+/, stack.url));
    const email = testerPage.getByLabel('Email');
    if (!(await email.inputValue())) await email.fill(testerEmail);
    await testerPage.getByLabel('Password').fill('secret-123');
    await testerPage.getByRole('button', { name: 'Create account' }).click();
    await testerPage.waitForURL('**/onboarding', { timeout: 20_000 });
    await tester.close();

    await page.reload();
    await page.getByRole('tab', { name: 'Signups' }).click();
    await page
      .getByTestId('beta-testers')
      .getByRole('listitem')
      .filter({ hasText: testerEmail })
      .getByText('Registered')
      .waitFor();
  });
});
