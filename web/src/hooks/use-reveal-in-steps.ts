import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to show: the first at once, then one more per task, each in a transition. React commits
 * (inserts into the page, attaches refs, runs layout effects) a render in one piece, so a column of cards rendered
 * together is one long task on a phone; revealed part by part, each commit is short. Parts must be revealed top
 * to bottom (nothing already shown moves).
 */
export function useRevealInSteps(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
