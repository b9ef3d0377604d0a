import type {
  Fitness,
  PlanInput,
  PlanOverview,
  Sport,
  SportVolume,
  TrainingStyle,
  Weekday,
  WorkoutDetails,
} from '../schemas/training';
import type { ThresholdValues } from '../schemas/thresholds';
import type { ThresholdSpeeds } from './intensity';
import type { DistanceClass, Level } from './profile';
import type { Availability } from '../schemas/availability';
import type { LoadStart } from './safety/load-start';
import type { PlannedLoadContext } from './safety/planned-load';

export type Lang = 'en' | 'pl';

export interface PreviousWeek {
  /** Planned (or done) minutes per sport of that week. */
  volume: SportVolume;
  /** From the week summary, when the week was summarised. Low compliance keeps the load from rising. */
  compliancePercent?: number | null;
}

export interface WeekBuildInput {
  plan: PlanInput;
  planOverview: PlanOverview;
  /** YYYY-MM-DD; the week covers firstDay .. firstDay + 6. */
  weekFirstDay: string;
  /** 1-based; derived from plan.planStarts when omitted. */
  weekNumber?: number | null;
  trainingStyle: TrainingStyle;
  requirementsPrompt?: string | null;
  /** Oldest first; the last entry is the week right before this one. */
  previousWeeks?: PreviousWeek[];
  /** Latest fitness levels; plan.fitness when omitted. */
  fitness?: Fitness | null;
  lang?: Lang;
  /** The athlete's own threshold run pace and CSS (s/km, s/100 m); paces come from the fitness levels without them. */
  thresholds?: Partial<Pick<ThresholdValues, 'runThresholdPace' | 'swimCss' | 'ftp'>> | null;
  /** What the last weeks say and the adaptation rules, for the model (the offline coach adapts after building). */
  adaptationFacts?: string | null;
  /** When the athlete can train (blackouts, minutes per weekday, pool and two-session days); null: not set. */
  availability?: Availability | null;
  /**
   * Daily load before the week by day (YYYY-MM-DD): recorded where lived, planned where not yet; the history the load
   * check reads. With it the week is held to the athlete's form floor and recent strain peak (decision record 030).
   */
  loadHistory?: Record<string, number> | null;
}

export interface SingleWorkoutInput {
  sport: Sport;
  prompt?: string | null;
  /** English weekday name (any case), e.g. 'Tuesday'. */
  dayOfWeek?: string | null;
  planOverview?: PlanOverview | null;
  weekFirstDay?: string | null;
  fitness: Fitness;
  lang?: Lang;
  /** The athlete's own threshold run pace and CSS, as in WeekBuildInput. */
  thresholds?: WeekBuildInput['thresholds'];
}

export interface ModifyContext {
  fitness?: Fitness | null;
  lang?: Lang;
}

export interface ModifyResult {
  workout: WorkoutDetails;
  understood: boolean;
  explanation: string;
}

export interface SummaryWorkoutInput {
  id: string;
  day: string | null;
  workoutDetails: WorkoutDetails;
  isCompleted: boolean;
  /** The athlete's own report: done, done but different, or skipped with a reason. */
  report?: { status: 'done' | 'changed' | 'skipped'; reason?: string } | null;
}

export interface WeekCheckContext {
  weekFirstDay: string;
  workoutDays: Weekday[];
  workoutsPerWeek?: number | null;
  /** Oldest first, minutes per sport; the ramp is measured against the larger of the last two. */
  previousWeekVolumes?: SportVolume[];
  /** Name of the phase covering the week ('Taper', 'Race Week', ...), if known. */
  phaseName?: string | null;
  /** Primary event date: in the week that contains it, nothing may be planned after it. */
  eventDate?: string | null;
  /** The plan's coaching rules for this week (decision record 024); without it only calendar, hardness and ramp are checked. */
  coaching?: WeekCoaching | null;
}

/** What the coaching rules of a week are judged against (built by weekCoaching from the week's build input). */
export interface WeekCoaching {
  distance: DistanceClass;
  level: Level;
  /** Swim, bike and run are raced: the frequency rules apply. */
  triathlon: boolean;
  /** Threshold speeds that pace and speed targets are judged against (the one intensity model). */
  paces: ThresholdSpeeds;
  /** What the week should deliver: the plan's week capped by the ramp after the last weeks; null when unknown. */
  expectedVolume: SportVolume | null;
  /**
   * The athlete asked for something this week (a dropped sport, an easy week) or races a secondary event in it (a day
   * blocked, a lighter week): frequency and delivery only warn.
   */
  requested: boolean;
  /** Sessions the athlete's training days allow (two a day). */
  sessionCap: number;
  /**
   * The plan's own two previous weeks, which the ramp is measured against too (a shortfall is not carried forward);
   * empty after a week of low compliance, when only what was done counts.
   */
  plannedPrevious: SportVolume[];
  /**
   * Where the athlete's recorded load stands when the week begins (from WeekBuildInput.loadHistory): a week that
   * delivers less because the plan's minutes would break the form floor or the strain limit is not held to the plan's
   * minutes (decision record 030). Absent or null without enough history.
   */
  load?: WeekLoadStart | null;
}

/** The load check's starting point for a week, with what planned load is read against. */
export interface WeekLoadStart {
  firstDay: string;
  start: LoadStart;
  context: PlannedLoadContext;
}
