/**
 * How long a render waits for the data that completes it (a page's first-screen reads, a chunk of cards' reads)
 * before it goes ahead with its own loading state: a slow network never holds the screen back longer.
 */
export const RENDER_DATA_WAIT_MS = 1500;

/**
 * Resolves when `work` settles (fulfilled or rejected) or after `ms`, whichever comes first; never rejects. For
 * waiting on data that makes a render complete without letting a slow network hold the screen back.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
