import { randomUUID } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';

/**
 * `npx tsx scripts/capture-install-screenshots.ts [--url http://localhost:3000]`: the install prompt's screenshots
 * of the dashboard, taken from the running app (`npm start`) with Debian's Chromium. A demo athlete with
 * a plan and a week is made through the API; the dashboard is shot at phone size in light and dark, and saved as
 * optimised WebP where the install prompt imports them.
 */
const OUT_DIR = join(import.meta.dirname, '../web/src/features/install/assets');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { width: 390, height: 844 };
/** Twice the size the prompt shows (w-40 = 160 CSS px), for sharp text on 2x screens. */
const OUTPUT_WIDTH = 320;

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const base = arg('url') ?? process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { 'content-type': 'application/json', origin: new URL(base).origin, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function until<T>(what: string, read: () => Promise<T | undefined>, seconds = 120): Promise<T> {
  for (let i = 0; i < seconds; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await sleep(1000);
  }
  throw new Error(`${what} did not finish in ${seconds} s`);
}

/** A demo athlete through the same calls the onboarding screens make: profile, no watch, fitness, plan, one week. */
async function demoAthlete(): Promise<{ name: string; value: string }> {
  const registered = await api('POST', '/api/register', {
    email: `demo-${randomUUID()}@example.com`,
    password: `demo-${randomUUID()}`,
    lang: 'en',
  });
  const [name, value] = registered.headers.getSetCookie()[0]!.split(';')[0]!.split('=') as [string, string];
  const cookie = `${name}=${value}`;
  await api(
    'PATCH',
    '/api/user',
    { name: 'Ola', birthdate: '1990-04-12', weight: 61, height: 170, gender: 'female' },
    cookie,
  );
  await api('POST', '/api/onboarding/skip-watch', {}, cookie);
  await api('POST', '/api/user/fitness', { swimLevel: 55, bikeLevel: 65, runLevel: 70 }, cookie);
  await api(
    'POST',
    '/api/plans',
    {
      primaryGoal: { name: 'Gdynia 70.3', date: inDays(140), type: 'half' },
      secondaryGoals: [],
      workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      workoutsPerWeek: 8,
      trainingPreferences: 'Long rides on Saturdays',
      personalDescription: 'Age-grouper, third season',
    },
    cookie,
  );
  const [plan] = await until('the plan', async () => {
    const plans = (await (await api('GET', '/api/plans?active=true', undefined, cookie)).json()) as Array<{
      id: string;
      planOverview?: unknown;
    }>;
    return plans[0]?.planOverview ? plans : undefined;
  });
  const week = (await (
    await api(
      'POST',
      '/api/weeks',
      { trainingStyle: 'classic', requirementsPrompt: 'Long ride on Saturday', trainingPlanId: plan!.id },
      cookie,
    )
  ).json()) as { sessionId: string };
  await until('the week', async () => {
    const status = (await (await api('GET', `/api/weeks/status/${week.sessionId}`, undefined, cookie)).json()) as {
      completed: boolean;
      status: string;
    };
    if (status.status === 'failed') throw new Error('The week generation failed');
    return status.completed ? true : undefined;
  });
  return { name, value };
}

async function shoot(page: Page, cookie: { name: string; value: string }, theme: 'light' | 'dark'): Promise<string> {
  await api('PATCH', '/api/user', { settings: { theme } }, `${cookie.name}=${cookie.value}`);
  await page.goto(new URL('/dashboard', base).href);
  await page.getByTestId('workout-list').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Fonts and the theme class settle before the shot.
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png' });
  const file = join(OUT_DIR, `dashboard-${theme}.webp`);
  await sharp(png).resize({ width: OUTPUT_WIDTH }).webp({ quality: 70, effort: 6, smartSubsample: true }).toFile(file);
  return `${file} (${(statSync(file).size / 1024).toFixed(1)} KB)`;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const cookie = await demoAthlete();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, locale: 'en-GB' });
    const url = new URL(base);
    await context.addCookies([
      {
        name: cookie.name,
        value: cookie.value,
        domain: url.hostname,
        path: '/',
        httpOnly: true,
        secure: url.protocol === 'https:',
        sameSite: 'Lax',
      },
    ]);
    const page = await context.newPage();
    for (const theme of ['light', 'dark'] as const) console.log(`wrote ${await shoot(page, cookie, theme)}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`capture-install-screenshots failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
