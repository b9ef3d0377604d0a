import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/db/keys';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../functions/local/services';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
  page = browser.page;
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.stop()]);
});

async function register(name: string) {
  await page.goto(`${stack.url}/auth?reg=1`);
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(`${name}-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding', { timeout: 60_000 });
}

async function lastAssistantMessage(): Promise<string> {
  const bubbles = page.locator('[data-role="assistant"]');
  return (await bubbles.last().textContent()) ?? '';
}

async function answer(text: string, expectInReply: RegExp) {
  const before = await page.locator('[data-role="assistant"]').count();
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await page.locator('[data-role="assistant"]').nth(before).waitFor({ timeout: 40_000 });
  expect(await lastAssistantMessage()).toMatch(expectInReply);
}

describe('chats in Chromium', () => {
  it('onboarding step 2: the assessment chat interviews the athlete and saves the levels', async () => {
    await register('assess');
    await page.getByLabel('Name', { exact: false }).first().fill('Ola');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const locale = JSON.parse(readFileSync(join(process.cwd(), 'locales/en/translation.json'), 'utf8')) as {
      onboarding: { fitness: { methodChat: string } };
    };
    await page.getByRole('tab', { name: locale.onboarding.fitness.methodChat }).click();

    await page.locator('[data-role="assistant"]').first().waitFor({ timeout: 40_000 });
    expect(await lastAssistantMessage()).toMatch(/offline coach[\s\S]*swimming/i);
    // The hidden initialisation message is never shown.
    expect(await page.getByText('Instruction: start the fitness assessment', { exact: false }).count()).toBe(0);

    // Shift+Enter does not send.
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('I swim twice a week');
    await input.press('Shift+Enter');
    expect(await page.locator('[data-role="user"]').count()).toBe(0);

    await answer('I swim twice a week, about 2 km', /cycling/i);
    await answer('I ride 150 km a week', /running/i);
    await answer('I run 3 times a week, 30 km', /saved your fitness levels/i);

    // The saved levels stay on screen with a Continue button, which moves onboarding on to the goals step.
    await page.getByTestId('assessment-levels').waitFor();
    await page.getByTestId('assessment-continue').click();
    await page.getByRole('heading', { name: 'Your Goals' }).waitFor({ timeout: 20_000 });
    const fitness = await (await page.request.get(`${stack.url}/api/user/fitness/latest`)).json();
    expect(fitness).toMatchObject({
      swimLevel: expect.any(Number),
      bikeLevel: expect.any(Number),
      runLevel: expect.any(Number),
    });
    const user = await (await page.request.get(`${stack.url}/api/user`)).json();
    expect(user.onboardingStatus).toBe('3');
  });

  it('/chat: suggested prompt, thinking indicator, reply, follow-up with Enter, history and new chat', async () => {
    await page.request.post(`${stack.url}/api/logout`, { headers: { origin: stack.url } });
    await register('coach');
    const user = await (await page.request.get(`${stack.url}/api/user`)).json();
    const info = JSON.parse(readFileSync(join(stack.dataDir, 'stack.json'), 'utf8')) as {
      dynamoEndpoint: string;
      tableName: string;
    };
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: info.dynamoEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
    // Onboarding done without building a plan: the chat must degrade gracefully when there is none.
    await doc.send(
      new UpdateCommand({
        TableName: info.tableName,
        Key: keys.user(user.id),
        UpdateExpression: 'SET onboardingStatus = :s',
        ExpressionAttributeValues: { ':s': '5' },
      }),
    );
    doc.destroy();

    await page.goto(`${stack.url}/chat`);
    await page.getByRole('list', { name: 'Suggested questions' }).waitFor();
    expect(await page.getByRole('list', { name: 'Suggested questions' }).getByRole('button').count()).toBe(3);
    await page.getByRole('button', { name: 'What is my workout today?' }).click();
    await page.getByText('The coach is thinking...').waitFor();
    await page.locator('[data-role="assistant"]').first().waitFor({ timeout: 40_000 });
    expect(await lastAssistantMessage()).toMatch(/offline coach[\s\S]*training plan yet/);
    expect(await page.getByText('The coach is thinking...').count()).toBe(0);

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('first line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    expect(await input.inputValue()).toBe('first line\nsecond line');
    await input.press('Enter');
    await page.locator('[data-role="assistant"]').nth(1).waitFor({ timeout: 40_000 });

    await page.getByRole('button', { name: 'Chat menu' }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    await page.getByText('What is my workout today?').waitFor();
    await page.getByRole('button', { name: 'Chat menu' }).click();
    await page.getByRole('menuitem', { name: 'New chat' }).click();
    await page.getByRole('list', { name: 'Suggested questions' }).waitFor();
  });

  it("shows 'No conversations yet' to an athlete without conversations", async () => {
    await page.request.post(`${stack.url}/api/logout`, { headers: { origin: stack.url } });
    await register('empty');
    const user = await (await page.request.get(`${stack.url}/api/user`)).json();
    const info = JSON.parse(readFileSync(join(stack.dataDir, 'stack.json'), 'utf8')) as {
      dynamoEndpoint: string;
      tableName: string;
    };
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: info.dynamoEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
    await doc.send(
      new UpdateCommand({
        TableName: info.tableName,
        Key: keys.user(user.id),
        UpdateExpression: 'SET onboardingStatus = :s',
        ExpressionAttributeValues: { ':s': '5' },
      }),
    );
    doc.destroy();
    await page.goto(`${stack.url}/chat`);
    await page.getByRole('button', { name: 'Chat menu' }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    await page.getByText('No conversations yet').waitFor();
  });
});
