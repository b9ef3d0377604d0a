/** The 'load check' of a week: each safety limit with the week's figure and the limit it is held to. */
import type { LoadCheck } from '../training/safety/load-check';

export interface LoadCheckView {
  weekId: string;
  firstDay: string;
  /** Days before this one count what was recorded; this day and later count what is planned. */
  plannedFrom: string;
  checks: LoadCheck;
}
