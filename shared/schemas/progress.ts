import * as z from 'zod';
import { daysBetween } from '../calendar/days';
import { isoDateSchema } from './common';
import { PROGRESS_MAX_DAYS } from './progress-range';

export { PROGRESS_MAX_DAYS } from './progress-range';

/** GET /api/progress?from&to: both optional YYYY-MM-DD days; the service fills the defaults and checks the span. */
export const progressQuery = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must be on or before to', path: ['from'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < PROGRESS_MAX_DAYS, {
    message: `The range is limited to ${PROGRESS_MAX_DAYS} days`,
    path: ['to'],
  });
export type ProgressQuery = z.output<typeof progressQuery>;

export type SportKey = 'swim' | 'bike' | 'run';
export type PerSport = Record<SportKey, number>;

/** How an activity's training stress was estimated (see shared/progress/load.ts for the formulas). */
export type LoadMethod = 'power' | 'heartRate' | 'rpe' | 'duration';
/** What the load's threshold heart rate comes from: the athlete's threshold HR, their max HR, or their age. */
export type HeartRateSource = 'thresholdHr' | 'maxHr' | 'age';

/** intervals.icu-style bands of form relative to fitness; 'none' while there is too little training to read. */
export type FormReading = 'none' | 'building' | 'transition' | 'fresh' | 'neutral' | 'productive' | 'overreaching';

export interface LoadDay {
  date: string;
  /** Training stress of the day's activities (points, 100 = one hour at threshold). */
  load: number;
  /** 42-day exponentially weighted load (CTL). */
  fitness: number;
  /** 7-day exponentially weighted load (ATL). */
  fatigue: number;
  /** fitness - fatigue (TSB). */
  form: number;
}

export interface TrainingLoadView {
  days: LoadDay[];
  /** The values on the reading day (the range's end, or today when the range runs into the future). */
  today: (LoadDay & { reading: FormReading }) | null;
  /** The first day with a recorded activity among those read (null: none); form gets no verdict until it lies 42 days back. */
  historyFrom?: string | null;
  /** Activities in the range by how their load was estimated. */
  methods: Record<LoadMethod, number>;
  /** FTP (W) the power method used; null when the athlete has none (rides are then estimated otherwise). */
  ftp?: number | null;
  /** The heart-rate figures used; null when neither the athlete's thresholds nor their age are known (duration method only). */
  heartRate: { max: number; threshold: number; source: HeartRateSource } | null;
}

/** A week's figures: planned minutes from its workouts, done minutes and distance from activities. */
export interface WeekFigures {
  firstDay: string;
  plannedMinutes: PerSport;
  doneMinutes: PerSport;
  distanceMeters: PerSport;
  plannedWorkouts: number;
  completedWorkouts: number;
  /** completedWorkouts / the workouts whose fate is known (not the not-reported ones), in percent; null when none is known. */
  compliance: number | null;
  /** Past workouts nobody recorded or reported (no watch said they were missed): left out of compliance. */
  notReportedWorkouts?: number;
  /** Workouts the athlete reported skipped. */
  skippedWorkouts?: number;
  load: number;
}

export interface ProgressWeek extends WeekFigures {
  weekId: string;
  current: boolean;
  /** Starts after the reading day: the next week, already planned. */
  upcoming: boolean;
  /** True when the figures come from the week item (a finished week, computed once), not from this call. */
  stored: boolean;
}

export interface VolumeWeek {
  firstDay: string;
  minutes: PerSport;
  distanceMeters: PerSport;
}

export interface DistanceComparison {
  /** Days of the last four weeks (ending on the reading day) and the four before. */
  recent: { from: string; to: string; meters: PerSport };
  previous: { from: string; to: string; meters: PerSport };
}

export interface FitnessLevelPoint {
  date: string;
  swim: number;
  bike: number;
  run: number;
}

export interface PlanPhaseBand {
  name: string;
  startDate: string;
  endDate: string;
  current: boolean;
}

export interface PlanProgressView {
  planId: string;
  eventName: string;
  eventDate: string;
  planStarts: string;
  totalWeeks: number;
  /** 1-based plan week of the reading day, clamped to 1..totalWeeks. */
  currentWeek: number;
  weeksToGo: number;
  daysToGo: number;
  /** Seed rule: 100 - weeksToGo / totalWeeks * 100, clamped to 0-100. */
  percent: number;
  phases: PlanPhaseBand[];
}

/** One activity of the range with its training stress and how it was estimated. */
export interface ActivityLoadView {
  id: string;
  day: string;
  activityType: string;
  sport: SportKey | null;
  durationSecs: number;
  /** Points, one decimal (100 = one hour at threshold). */
  load: number;
  method: LoadMethod;
}

/** GET /api/progress: everything the progress screen draws, in one answer. */
export interface ProgressView {
  from: string;
  to: string;
  /** The day "today's values" and the reading are taken on. */
  asOf: string;
  activityCount: number;
  load: TrainingLoadView;
  /** The range's activities, newest first (at most ACTIVITY_LOADS_LIMIT), each with its load and method. */
  activities: ActivityLoadView[];
  weeks: ProgressWeek[];
  volume: VolumeWeek[];
  distance: DistanceComparison;
  fitnessLevels: FitnessLevelPoint[];
  plan: PlanProgressView | null;
}
