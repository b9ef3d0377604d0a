/** Session key of the last reload for a missing chunk (its time), so a chunk that stays missing never loops. */
export const STALE_CHUNK_RELOAD_KEY = 'tricoach:stale-chunk-reload';

/** A second failure within this window after a reload is a real outage, not an old build: no further reload. */
export const STALE_CHUNK_RELOAD_WINDOW_MS = 60_000;

interface StaleChunkDeps {
  target: Pick<Window, 'addEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}

/**
 * A tab of an older build asks for a lazy chunk a deploy has since removed (older than the asset archive keeps,
 * infra/constructs/web-deployment.ts): vite fires `vite:preloadError`. The page reloads once to get the current
 * build instead of showing a broken screen; if the chunk is still missing right after that reload, the error is
 * left to the error boundary (a reload loop would help nobody).
 */
export function reloadOnStaleChunks({ target, storage, reload, now = Date.now }: StaleChunkDeps): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(safeGet(storage, STALE_CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < STALE_CHUNK_RELOAD_WINDOW_MS) return;
    try {
      storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now()));
    } catch {
      // Without storage there is no loop guard: leave the error to the error boundary.
      return;
    }
    event.preventDefault();
    reload();
  });
}

function safeGet(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
