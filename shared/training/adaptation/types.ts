import type { AdaptationChangeFacts } from '../../schemas/adaptation-facts';
import type { GeneratedWeek, Sport, WorkoutDetails } from '../../schemas/training';
import type { AdaptationChangeKind } from '../../schemas/weeks';
import type { SkipReason } from '../../schemas/activities';
import type { Lang, WeekCheckContext } from '../types';

/** One planned workout of a lived week, with what the athlete actually did. */
export interface LivedWorkout {
  day: string;
  sport: Sport;
  workoutName: string;
  plannedMinutes: number;
  /** Minutes recorded by the matched activity; null when nothing was recorded (missed, if the day has passed). */
  doneMinutes: number | null;
  /**
   * What the athlete's record says of a past workout: done (recorded or reported), skipped (with their reason),
   * missed (a watch delivered activities since, nothing came for it) or not reported (nobody knows: neutral).
   * Without it a null doneMinutes reads as missed.
   */
  outcome?: 'done' | 'skipped' | 'missed' | 'not-reported';
  skipReason?: SkipReason | null;
  /** The planned session was a hard one (intervals, tempo, long or brick). */
  plannedHard: boolean;
  /** Average heart rate or pace of the matched activity clearly above the planned target. */
  harderThanPlanned: boolean;
  /** The athlete's own note on the workout. */
  note: string | null;
}

/** One of the last weeks before the week being built (oldest first, at most two). */
export interface LivedWeek {
  firstDay: string;
  workouts: LivedWorkout[];
  /** Free text the athlete gave about the week: summary answers and memories ('knee hurts', 'sick', 'travelling'). */
  notes: string[];
}

/** A day of the last lived week when readiness was low and a change was proposed, and what the athlete chose. */
export interface ReadinessChoice {
  date: string;
  /** What was proposed: an easier version, a swap with a later easy day, or rest. */
  kind: 'ease' | 'swap' | 'rest';
  choice: 'accept' | 'keep';
  /** The day's reading (null: no verdict, the athlete said they were ill). */
  verdict: 'ready' | 'caution' | 'rest' | null;
}

export interface AdaptationInput {
  lived: LivedWeek[];
  /** The readiness choices of the last lived week's days (decision record 026); absent: none made. */
  readiness?: ReadinessChoice[];
  /** Training-load form (fitness minus fatigue) on the new week's first day; null when unknown. */
  form: number | null;
  /** Training-load fitness on that day: form is judged as a share of it (as the progress page does). */
  fitness?: number | null;
  /** The day the week is built, YYYY-MM-DD: a workout of a lived week on or after it is not 'missed' yet. */
  today: string;
  lang: Lang;
}

export type AdaptationReason =
  | 'missed-sessions'
  | 'shortened-sessions'
  | 'harder-than-planned'
  | 'sick'
  | 'injury'
  | 'travel'
  | 'low-form'
  | 'too-tired'
  | 'consistent-block'
  | 'discipline-behind'
  | 'low-readiness'
  | 'readiness-kept';

/**
 * What the last weeks say, per sport and overall; derived by a pure function from AdaptationInput. Minutes cover
 * the lived weeks (due workouts only); missed, shortened and harder count the last lived week ('last week').
 */
export interface AdaptationFacts {
  perSport: Record<
    Sport,
    { plannedMinutes: number; doneMinutes: number; missed: number; shortened: number; harder: number }
  >;
  flags: { sick: boolean; injury: boolean; travel: boolean; lowForm: boolean; consistentBlock: boolean };
  /** Pain in a body part from the athlete's notes: the sports that load it are eased. */
  pain?: { part: string | null; sports: Sport[]; note: string } | null;
  /** The discipline furthest behind its plan, when one clearly is. */
  behind: Sport | null;
  form: number | null;
  /** Past sessions of last week nobody recorded or reported: read as neither done nor missed. */
  notReported?: number;
  /** Last week had past sessions and not one was recorded or reported: the plan continues as planned. */
  nothingReported?: boolean;
  /** Skipped last week because the athlete was too tired: eased like low form. */
  tooTired?: boolean;
  /**
   * Last week's readiness choices: days read caution or rest (or ill), how many of those proposals the athlete
   * accepted and kept (trained as planned despite them), and whether that holds the ramp or eases the first hard session.
   */
  readiness?: { lowDays: number; accepted: number; kept: number; holdRamp: boolean; easeFirstHard: boolean } | null;
}

/** A change never removes a workout (so rejecting it can always restore the original in place). */
export type { AdaptationChangeKind };

/** One change the coach made to the week it would otherwise have planned, with its reason. */
export interface AdaptationChange {
  /** Stable within the week: the index of the workout in the adapted week's workouts list. */
  index: number;
  kind: AdaptationChangeKind;
  day: string;
  sport: Sport;
  /** The workout as planned before the adaptation: rejecting the change restores it. */
  before: WorkoutDetails;
  /** The adapted workout, as stored in the week. */
  after: WorkoutDetails;
  reasons: AdaptationReason[];
  /** The sentence's codes and numbers: the web writes it from them in the reader's language. */
  facts: AdaptationChangeFacts;
  /** One sentence in the athlete's language, e.g. 'Long run shortened from 1h40 to 1h20: two runs missed last week and your knee note'. */
  text: string;
}

export interface AdaptedWeek {
  week: GeneratedWeek;
  changes: AdaptationChange[];
  facts: AdaptationFacts;
}

/** What the adaptation needs to keep every guardrail of the week in force. */
export type AdaptationContext = WeekCheckContext & { lang: Lang };
