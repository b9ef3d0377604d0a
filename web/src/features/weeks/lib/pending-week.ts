/** The week being generated, kept across re-mounts (the planner can disappear while the week is generating). */
const KEY = 'tricoach.pendingWeek';

export interface PendingWeek {
  weekId: string;
  sessionId: string;
  trainingStyle: string;
  requirementsPrompt: string;
}

export function readPendingWeek(): PendingWeek | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingWeek) : null;
  } catch {
    return null;
  }
}

export function savePendingWeek(pending: PendingWeek | null): void {
  try {
    if (pending) sessionStorage.setItem(KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode: polling still works while the card stays mounted.
  }
}
