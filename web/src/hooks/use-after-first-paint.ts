import { startTransition, useEffect, useState } from 'react';

/** Runs `then` after the browser has painted the current frame (the frame callback runs before that paint; the timer queued from it after). */
function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer) clearTimeout(timer);
  };
}

/**
 * False until the browser has painted a render with `ready` true (the page's data is there), then true: a page
 * renders its largest content first and the cards below it in a second, separate task (a slow phone shows the first
 * screen sooner and its main thread is never blocked by one long render).
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) return;
    // A transition: React renders the rest in slices of a few milliseconds instead of one long task.
    return afterPaint(() => startTransition(() => setPainted(true)));
  }, [ready]);
  return painted;
}

/**
 * `load`'s module once the browser has painted a render with `ready` true, else null. The module is rendered in a
 * transition only once it is loaded: no Suspense boundary waits for it, whose reveal React commits from a timer in
 * one long task (render and commit together) instead of slices.
 */
export function useModuleAfterFirstPaint<T>(ready: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ module?: T; error?: unknown }>({});
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const cancel = afterPaint(() => {
      load().then(
        (module) => live && startTransition(() => setLoaded({ module })),
        (error: unknown) => live && setLoaded({ error }),
      );
    });
    return () => {
      live = false;
      cancel();
    };
    // `load` is the one of the render in which `ready` turned true: a new function each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  // A chunk that failed to load goes to the route's error screen, as a lazy component's would.
  if (loaded.error) throw loaded.error;
  return loaded.module ?? null;
}
