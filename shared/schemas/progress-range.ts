// Apart from progress.ts, which builds its zod schemas when imported: the progress service needs only the limit.
/** The longest range one call answers (two years of days: a 104-week plan fits). */
export const PROGRESS_MAX_DAYS = 731;
