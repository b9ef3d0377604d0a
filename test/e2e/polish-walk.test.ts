import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import type { TestBrowser } from '../support/browser';
import { athleteWithPlan, e2eApi, generatedWeek, grantCredits, inDays, simulateActivity } from '../support/e2e-athlete';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';
import { englishLeaks, englishOnlyWords } from '../support/english-leaks';

// A browser set to Polish walks every screen, on a phone and on a desktop; any visible English word fails the test.
let stack: E2eStack;
let browser: TestBrowser;
let page: Page;
useE2eSession({ name: 'polish-walk', browser: { locale: 'pl-PL' } }, (s) => {
  stack = s.stack;
  page = s.page;
  browser = s.browser;
});
const english = englishOnlyWords();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Every text a person can see or hear on the page: visible text nodes, placeholders, labels, titles, alt texts. */
async function visibleTexts(): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template, [lang="en"]') || !visible(parent))
        continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (!visible(el) || el.closest('[lang="en"]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

async function settle() {
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Visits each path at both sizes and returns the English it found, by path and size. */
async function walk(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const path of paths) {
      await page.goto(`${stack.url}${path}`);
      await settle();
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe('pl');
      // WALK_SCREENSHOTS=<folder> keeps a picture of every screen at both sizes, for a person to look at.
      if (process.env.WALK_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.WALK_SCREENSHOTS}/${size.width}${path.replace(/[^\w]+/g, '_').slice(0, 60)}.png`,
          fullPage: true,
        });
      const texts = (await visibleTexts()).map((text) => text.replace(/\S+@\S+/g, ' '));
      for (const leak of englishLeaks(texts, english)) found.push(`${size.width}px ${path}: ${leak}`);
    }
  }
  return found;
}

describe('a browser set to Polish', () => {
  it('gets Polish on the first visit, on every public page, and registers into a Polish onboarding', async () => {
    const leaks = await walk([
      '/',
      '/auth',
      '/auth?reg',
      '/beta',
      '/privacy-policy',
      '/reset-password?token=x',
      '/no-such-page',
    ]);
    await page.goto(`${stack.url}/auth?reg`);
    await page.getByLabel('E-mail').fill(`polish-${Date.now()}@example.test`);
    await page.getByLabel('Hasło').fill('secret-pass');
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.waitForURL('**/onboarding');
    expect((await e2eApi(page, stack).getJson<{ lang: string }>('/api/user')).lang).toBe('pl');
    leaks.push(...(await walk(['/onboarding'])));
    expect(leaks).toEqual([]);
  }, 400_000);

  it('every signed-in screen of an athlete with a plan, a week, an activity and credits', async () => {
    await browser.context.clearCookies();
    const email = `polish-athlete-${Date.now()}@example.test`;
    const { planId } = await athleteWithPlan(page, stack, { email, profile: { lang: 'pl' } });
    await generatedWeek(page, stack, planId);
    const { getJson } = e2eApi(page, stack);
    const week = await getJson<WeekView>('/api/weeks/active');
    const workouts = await getJson<WorkoutView[]>(`/api/weeks/${week.id}/workouts`);
    const workout = workouts.find((w) => w.day)!;
    await simulateActivity(stack, email, 'running', inDays(0), 40);
    await grantCredits(page, stack, email, 3, 'opłacony tydzień');
    const { id: userId } = await getJson<{ id: string }>('/api/user');

    const settings = ['profile', 'preferences', 'password', 'watch', 'zones', 'calendar', 'credits', 'privacy'].map(
      (s) => `/settings/${s}`,
    );
    const leaks = await walk([
      '/dashboard',
      '/week',
      `/plans/${planId}/race-day`,
      '/progress',
      '/chat',
      ...settings,
      '/get-credits',
      '/payment-status?session_id=none',
      `/modal/workout-details/${workout.id}`,
      `/modal/flow-workout/${workout.id}`,
      `/modal/week-settings/${week.id}`,
      '/modal/training-strategy',
      `/modal/edit-plan/${planId}`,
      '/admin',
      `/admin/user/${userId}`,
    ]);
    expect(leaks).toEqual([]);
  }, 600_000);
});
