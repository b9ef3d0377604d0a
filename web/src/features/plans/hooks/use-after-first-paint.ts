import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted a render with `ready` true (the page's data is there), then true: a page
 * renders its largest content first and the cards below it in a second, separate task (a slow phone shows the first
 * screen sooner and its main thread is never blocked by one long render).
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that paint; the timer queued from it runs after.
    const frame = requestAnimationFrame(() => {
      // A transition: React renders the rest in slices of a few milliseconds instead of one long task.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [ready]);
  return painted;
}
