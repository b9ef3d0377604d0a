import { useEffect, useState, type ReactElement, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Seed 001: default 5 s; callers pass 10 s for retry toasts, 2 s for note toasts, 3 s for a plan update. */
export const TOAST_DURATION = 5_000;

export type ToastVariant = 'default' | 'destructive' | 'warning';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ReactElement;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface State {
  toasts: ToastItem[];
}

type Action =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

/** Pure state transitions: at most TOAST_LIMIT toasts, newest first; dismissing closes, removing drops. */
export function toastReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case 'REMOVE':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

let count = 0;
let memory: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: Action) {
  memory = toastReducer(memory, action);
  if (action.type === 'DISMISS') {
    const ids = action.id ? [action.id] : memory.toasts.map((t) => t.id);
    for (const id of ids) scheduleRemoval(id);
  }
  listeners.forEach((listener) => listener(memory));
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  dispatch({ type: 'ADD', toast: { variant: 'default', duration: TOAST_DURATION, ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: 'DISMISS', id }),
    update: (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
  };
}

export function dismissToast(id?: string) {
  dispatch({ type: 'DISMISS', id });
}

/** For tests: forget every toast. */
export function resetToasts() {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  memory = { toasts: [] };
  listeners.forEach((listener) => listener(memory));
}

export function useToast() {
  const [state, setState] = useState<State>(memory);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
