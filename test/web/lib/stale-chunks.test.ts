import { describe, expect, it, vi } from 'vitest';
import {
  reloadOnStaleChunks,
  STALE_CHUNK_RELOAD_KEY,
  STALE_CHUNK_RELOAD_WINDOW_MS,
} from '../../../web/src/lib/stale-chunks';

function page(now: () => number) {
  const target = new EventTarget();
  const storage = window.sessionStorage;
  const reload = vi.fn();
  reloadOnStaleChunks({ target: target as unknown as Window, storage, reload, now });
  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { reload, preloadError };
}

describe('stale chunks after a deploy', () => {
  it('reloads once when a lazy chunk of an older build is gone, and stops vite from throwing', () => {
    window.sessionStorage.clear();
    let now = 1_000_000;
    const { reload, preloadError } = page(() => now);
    const event = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe(String(now));

    // After the reload (a new page), the same failure at once means the chunk is really missing: no loop.
    now += 1_000;
    const next = page(() => now);
    const again = next.preloadError();
    expect(next.reload).not.toHaveBeenCalled();
    expect(again.defaultPrevented).toBe(false);
  });

  it('reloads again for a later deploy, once the window has passed', () => {
    window.sessionStorage.clear();
    let now = 5_000_000;
    const first = page(() => now);
    first.preloadError();
    now += STALE_CHUNK_RELOAD_WINDOW_MS + 1;
    const later = page(() => now);
    later.preloadError();
    expect(later.reload).toHaveBeenCalledTimes(1);
  });
});
