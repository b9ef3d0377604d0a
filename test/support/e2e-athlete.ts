import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { Weekday } from '@shared/schemas/training';
import type { WeekView } from '@shared/schemas/weeks';
import type { E2eStack } from './e2e-stack';

const run = promisify(execFile);

/** A calendar day relative to today, YYYY-MM-DD (UTC). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** JSON calls with the browser page's cookies, so the athlete signed in through the API is signed in in the page too. */
export function e2eApi(page: Page, stack: E2eStack) {
  const send = async (method: 'post' | 'patch' | 'put' | 'delete', path: string, data?: unknown) => {
    const res = await page.request[method](`${stack.url}${path}`, { data });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`);
    return res.json().catch(() => null);
  };
  const getJson = async <T>(path: string) => (await (await page.request.get(`${stack.url}${path}`)).json()) as T;
  /** Polls an AI task's status row until it completes; a failed task fails the set-up with its path. */
  const taskCompleted = async (statusPath: string) => {
    for (let i = 0; i < 120; i++) {
      const { status } = await getJson<{ status: string }>(statusPath);
      if (status === 'completed') return;
      if (status === 'failed') throw new Error(`${statusPath} failed`);
      await page.waitForTimeout(500);
    }
    throw new Error(`${statusPath} did not complete`);
  };
  return { send, getJson, taskCompleted };
}

export interface AthleteSetup {
  email: string;
  profile?: Record<string, unknown>;
  fitness?: { swimLevel: number; bikeLevel: number; runLevel: number };
  goal?: { name: string; date: string; type: string };
  workoutDays?: Weekday[];
  workoutsPerWeek?: number;
}

const MONDAY_TO_SATURDAY: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Registers an athlete and names them (onboarding's first step), signed in in the page. */
export async function signUp(
  page: Page,
  stack: E2eStack,
  email: string,
  profile: Record<string, unknown> = {},
): Promise<void> {
  const { send } = e2eApi(page, stack);
  await send('post', '/api/register', { email, password: 'secret-123' });
  await send('patch', '/api/user', { name: 'Ola', ...profile });
}

/** The onboarding steps after the watch one (fitness levels, the goal) through the API the screens call; waits for the plan. */
export async function planAfterWatchStep(
  page: Page,
  stack: E2eStack,
  setup: Omit<AthleteSetup, 'email' | 'profile'> = {},
): Promise<{ planId: string }> {
  const { send, taskCompleted } = e2eApi(page, stack);
  await send('post', '/api/user/fitness', setup.fitness ?? { swimLevel: 50, bikeLevel: 55, runLevel: 60 });
  const plan = await send('post', '/api/plans', {
    primaryGoal: setup.goal ?? { name: 'Gdynia 70.3', date: inDays(120), type: 'half' },
    secondaryGoals: [],
    workoutDays: setup.workoutDays ?? MONDAY_TO_SATURDAY,
    workoutsPerWeek: setup.workoutsPerWeek ?? 8,
    trainingPreferences: '',
    personalDescription: '',
  });
  await taskCompleted(`/api/plans/status/${plan.sessionId}`);
  return { planId: plan.planId };
}

/** Registers an athlete, goes through onboarding without a watch and waits for the plan; returns the plan's id. */
export async function athleteWithPlan(page: Page, stack: E2eStack, setup: AthleteSetup): Promise<{ planId: string }> {
  await signUp(page, stack, setup.email, setup.profile);
  await e2eApi(page, stack).send('post', '/api/onboarding/skip-watch', {});
  return planAfterWatchStep(page, stack, setup);
}

/** Creates a week of the plan and waits until its workouts are generated; returns the week's id. */
export async function generatedWeek(
  page: Page,
  stack: E2eStack,
  planId: string,
  trainingStyle = 'classic',
): Promise<{ weekId: string }> {
  const { send, taskCompleted } = e2eApi(page, stack);
  const week = await send('post', '/api/weeks', { trainingStyle, requirementsPrompt: '', trainingPlanId: planId });
  await taskCompleted(`/api/weeks/status/${week.sessionId}`);
  return { weekId: week.weekId };
}

const cli = async (stack: E2eStack, args: string[]) =>
  (
    await run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: stack.dataDir },
    })
  ).stdout;

/** Records an activity the way the README tells athletes to: the CLI against the running stack's data. */
export async function simulateActivity(
  stack: E2eStack,
  email: string,
  sport: string,
  date: string,
  minutes: number,
  extra: string[] = [],
): Promise<string> {
  return cli(stack, [
    'simulate-activity',
    email,
    '--sport',
    sport,
    '--date',
    date,
    '--minutes',
    String(minutes),
    ...extra,
  ]);
}

/** Grants credits the way support would: the athlete made an admin (the CLI), then the admin console's call. */
export async function grantCredits(
  page: Page,
  stack: E2eStack,
  email: string,
  amount: number,
  description = 'e2e: a paid week',
): Promise<void> {
  await cli(stack, ['make-admin', email]);
  const { send, getJson } = e2eApi(page, stack);
  const { id } = await getJson<{ id: string }>('/api/user');
  await send('post', `/api/admin/users/${id}/credits`, { amount, description });
}

/** Moves the athlete's active week to start on `firstDay` (the CLI's move-week). */
export async function moveWeek(stack: E2eStack, email: string, firstDay: string): Promise<string> {
  return cli(stack, ['move-week', email, '--first-day', firstDay]);
}

const EVERY_DAY: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** An athlete training every day whose generated week starts today, so every session is still ahead; returns the week. */
export async function athleteWithWeekFromToday(page: Page, stack: E2eStack, email: string): Promise<WeekView> {
  const { planId } = await athleteWithPlan(page, stack, { email, workoutDays: EVERY_DAY });
  await generatedWeek(page, stack, planId);
  await moveWeek(stack, email, inDays(0));
  return e2eApi(page, stack).getJson<WeekView>('/api/weeks/active');
}
