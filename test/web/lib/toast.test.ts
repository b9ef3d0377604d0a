import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  resetToasts,
  toast,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  useToast,
} from '../../../web/src/components/ui/use-toast';

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows at most one: a new toast replaces the old one', () => {
    const { result } = renderHook(() => useToast());
    act(() => void toast({ title: 'Login failed', variant: 'destructive' }));
    act(() => void toast({ title: 'Reset link sent' }));
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Reset link sent',
      open: true,
      variant: 'default',
      duration: TOAST_DURATION,
    });
    expect(TOAST_DURATION).toBe(5_000);
  });

  it('dismissing marks it closed, and it is removed after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => void (handle = toast({ title: 'Saved', duration: 2_000 })));
    act(() => handle.dismiss());
    expect(result.current.toasts[0]).toMatchObject({ open: false, duration: 2_000 });
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
