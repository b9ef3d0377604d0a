import type { Availability } from '../../schemas/availability';
import type { Weekday, WorkoutSport } from '../../schemas/training';
import type { LoadCheckKey } from '../safety/load-check';

/** One session of the week as the re-plan sees it. */
export interface ReplanSession {
  id: string;
  /** The day it is planned on (YYYY-MM-DD). */
  day: string;
  sport: WorkoutSport;
  minutes: number;
  hard: boolean;
  /** Planned load on the activities' scale (safety/planned-load). */
  load: number;
  /**
   * Done (its load is in `recorded`), skipped by the athlete, not done by the end of its day while an automatic
   * source delivers (`missed`), or still planned.
   */
  status: 'planned' | 'done' | 'skipped' | 'missed';
}

export interface ReplanInput {
  /** Nothing moves before this day. */
  today: string;
  /** The week covers firstDay .. firstDay + 6. */
  firstDay: string;
  sessions: readonly ReplanSession[];
  /** null: the athlete set none (no limits besides the training days). */
  availability: Availability | null;
  /** The plan's training days; null or empty: every day. */
  trainingDays?: readonly Weekday[] | null;
  /** Daily load recorded before the week. */
  history: ReadonlyMap<string, number>;
  /** Daily load recorded inside the week (what was done). */
  recorded?: ReadonlyMap<string, number>;
  restDayOptional?: boolean;
  /** Changes the athlete chose to keep the original of (`changeKey`): never proposed again. */
  declined?: readonly string[];
  /**
   * The session shortened to at most `maxMinutes` (warm-up and cool-down kept, the main set trimmed), as the caller
   * would write it: its new minutes and load, or null when it cannot be. Default: the same session, load pro rata.
   */
  shorten?: (session: ReplanSession, maxMinutes: number) => { minutes: number; load: number } | null;
}

export type ReplanReasonCode =
  /** A key session was skipped: it moves to a free day, filler makes room. */
  | 'missedKey'
  /** A key session was not done by the end of its day (an automatic source delivers, nothing came for it): the same. */
  | 'notDoneKey'
  /** Its day became a blackout. */
  | 'blackout'
  /** Its day holds fewer minutes than planned. */
  | 'overMinutes'
  /** A swim on a day without a pool. */
  | 'noPool'
  /** More sessions than the day can hold. */
  | 'tooManySessions'
  /** A hard session next to another hard one. */
  | 'hardTogether'
  /** Filler dropped so a key session fits without adding volume. */
  | 'makeRoom'
  /** Its day cannot hold it and no other day of the week can. */
  | 'noLegalDay';

export type ReplanChange =
  | { kind: 'move'; workoutId: string; from: string; to: string; reason: ReplanReasonCode; forKey?: string }
  | { kind: 'drop'; workoutId: string; from: string; reason: ReplanReasonCode; forKey?: string }
  /** Kept on its day, shortened to `minutes` (its day holds fewer minutes than planned). */
  | { kind: 'shorten'; workoutId: string; from: string; minutes: number; reason: ReplanReasonCode; forKey?: string };

export interface ReplanResult {
  changes: ReplanChange[];
  /** Limits the forced drops (no legal day at all) left broken; every other change keeps every limit. */
  forcedBreaks: LoadCheckKey[];
}

/** How a change is named when the athlete keeps its original: the same change is not proposed again. */
export const changeKey = (change: ReplanChange) =>
  change.kind === 'move'
    ? `move:${change.workoutId}:${change.from}:${change.to}`
    : change.kind === 'shorten'
      ? `shorten:${change.workoutId}:${change.from}:${change.minutes}`
      : `drop:${change.workoutId}:${change.from}`;
