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
