import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser';
import { startE2eStack, type E2eStack, type E2eStackOptions } from './e2e-stack';

export interface E2eSession {
  stack: E2eStack;
  browser: TestBrowser;
  /** The browser's page, with a 20 s default timeout for its waits. */
  page: Page;
}

export interface E2eSessionOptions {
  /** The screenshot of a failed test goes to /tmp/<name>-e2e-<test>.png. */
  name: string;
  browser?: { locale?: string };
  stack?: E2eStackOptions;
}

/**
 * The frame of an e2e file, as hooks: the local stack and Chromium start side by side before the file's own
 * `beforeAll` hooks (so they can use the session), a failed test leaves a screenshot, and both stop after the file.
 * `onStart` hands the session to the file's variables.
 */
export function useE2eSession(options: E2eSessionOptions, onStart: (session: E2eSession) => void): void {
  let session: E2eSession | undefined;
  beforeAll(async () => {
    const [stack, browser] = await Promise.all([startE2eStack(options.stack), launchBrowser(options.browser)]);
    browser.page.setDefaultTimeout(20_000);
    session = { stack, browser, page: browser.page };
    onStart(session);
  });

  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !session) return;
    const path = `/tmp/${options.name}-e2e-${context.task.name.replace(/\W+/g, '-')}.png`;
    await session.page.screenshot({ path, fullPage: true }).catch(() => undefined);
  });

  afterAll(async () => {
    await Promise.all([session?.browser.close(), session?.stack.stop()]);
  });
}
