/**
 * The plan being generated survives a reload or a new tab: its ids sit in localStorage (and sessionStorage for
 * this tab) until the progress view finishes, fails or times out.
 */
export const PLAN_ID_KEY = 'tricoach.planInProgressId';
export const SESSION_ID_KEY = 'tricoach.planSessionId';
export const STARTED_AT_KEY = 'tricoach.planGenerationStartedAt';

export interface GenerationInProgress {
  planId: string;
  sessionId: string;
  startedAt: number;
}

function stores(): Storage[] {
  const list: Storage[] = [];
  try {
    list.push(window.sessionStorage, window.localStorage);
  } catch {
    // Storage blocked (private mode): the view then only knows the ids it was given.
  }
  return list;
}

export function saveGeneration(value: { planId: string; sessionId: string }, now = Date.now()): void {
  for (const store of stores()) {
    store.setItem(PLAN_ID_KEY, value.planId);
    store.setItem(SESSION_ID_KEY, value.sessionId);
    store.setItem(STARTED_AT_KEY, String(now));
  }
}

export function readGeneration(): GenerationInProgress | null {
  for (const store of stores()) {
    const planId = store.getItem(PLAN_ID_KEY);
    const sessionId = store.getItem(SESSION_ID_KEY);
    if (planId && sessionId)
      return { planId, sessionId, startedAt: Number(store.getItem(STARTED_AT_KEY)) || Date.now() };
  }
  return null;
}

export function restartGenerationClock(now = Date.now()): void {
  for (const store of stores()) if (store.getItem(SESSION_ID_KEY)) store.setItem(STARTED_AT_KEY, String(now));
}

export function clearGeneration(): void {
  for (const store of stores()) {
    store.removeItem(PLAN_ID_KEY);
    store.removeItem(SESSION_ID_KEY);
    store.removeItem(STARTED_AT_KEY);
  }
}
