/** Resolves in a new task: the browser may handle input and paint before what follows. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
