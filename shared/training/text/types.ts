import type { DistanceClass, Level, SportKey } from '../profile';
import type { PhaseKey } from '../sessions';

export interface StrategyFacts {
  totalWeeks: number;
  level: Level;
  workoutsPerWeek: number;
  /** Weekday keys ('monday', ...), in the athlete's order. */
  days: string[];
  startHours: string;
  peakHours: string;
  rhythm: number;
  taperWeeks: number | null;
  weakest: SportKey | null;
  note: string | null;
}

export interface WeekFocusFacts {
  phase: string;
  phaseKey: PhaseKey;
  kind: 'load' | 'recovery' | 'mini-taper' | 'taper' | 'race' | string;
  total: string;
  secondaryEvent: string | null | undefined;
  longRide: string | null;
  longRun: string | null;
}

/** Plan wording every writer uses. Every function returns finished athlete-facing text. */
export interface PlanText {
  longDate(day: string): string;
  phaseName: Record<PhaseKey, string>;
  distanceLabel: Record<DistanceClass, string>;
  hours(h: number): string;
}

/** The plan overview's prose (only the plan's own writer needs it): see planWordsFor. */
export interface PlanNarrative {
  describeEvent(
    e: {
      name: string;
      type: string;
      date: string;
      swimDistance?: number | null;
      bikeDistance?: number | null;
      bikeElevation?: number | null;
      runDistance?: number | null;
      runElevation?: number | null;
    },
    label: string,
  ): string;
  buildUpRace(name: string, date: string): string;
  outsideRace(name: string, date: string): string;
  strategy(f: StrategyFacts): string[];
  phaseTexts(
    key: PhaseKey,
    longRace: boolean,
    beginner: boolean,
  ): { focus: string; description: string; keyConsiderations: string };
  weekFocus(f: WeekFocusFacts): string;
  /** The plan-level warning when the athlete's sessions or hours cannot prepare them for the distance. */
  limitWarning(f: { sessions: number; distance: string; minSessions: number; hours: [number, number] }): string;
  workoutTypes(sports: SportKey[]): { name: string; description: string }[];
  notes(est: { runPace: string | null; bikeKmh: number | null; css: string | null }): string;
  trainingTips(sports: SportKey[], beginner: boolean): string[];
  nutrition(d: DistanceClass): string;
  recovery(beginner: boolean): string;
}

/** Text with the plan overview's prose beside the plan words. */
export interface PlanWords extends Text {
  plan: PlanText & PlanNarrative;
}

export interface Text {
  plan: PlanText;
  session: SessionText;
  week: WeekText;
  modify: ModifyText;
  summary: SummaryText;
  adapt: AdaptText;
}

export type LandSport = 'run' | 'bike';
export type LandVenueWhere = 'treadmill' | 'trainer' | null;

/** Workout names, descriptions and step descriptions of the session builders. */
export interface SessionText {
  /** Suffix for a run/ride venue: ' (treadmill)', ' (indoor trainer)' or ''. */
  landWhere(venue: LandVenueWhere): string;
  poolWhere: string;
  kmh(speed: number): string;
  easyMove(s: LandSport): string;
  recovery: {
    wu(s: LandSport): string;
    main: string;
    cd(s: LandSport): string;
    name(s: LandSport, dur: string): string;
    about(s: LandSport, where: string): string;
  };
  easy: {
    wu(s: LandSport): string;
    main: string;
    stride: string;
    strideRec: string;
    cadence: string;
    cadenceRec: string;
    name(s: LandSport, dur: string): string;
    about(s: LandSport, where: string, extra: 'strides' | 'cadence' | 'talk'): string;
  };
  long: {
    wu(s: LandSport): string;
    main(s: LandSport): string;
    racePart(pace: string): string;
    name(s: LandSport, dur: string): string;
    about(where: string, raceMinutes: number, pace: string): string;
  };
  tempo: {
    wu(s: LandSport): string;
    main: string;
    name(s: LandSport, reps: number, w: number): string;
    about(where: string, reps: number, w: number): string;
  };
  intervals: {
    wu(s: LandSport): string;
    work(vo2: boolean, zone: number, runPace: string | null): string;
    rec(s: LandSport): string;
    name(s: LandSport, reps: number, work: number, zone: number): string;
    about(where: string, reps: number, work: number, zone: number, runPace: string | null, rest: number): string;
  };
  brick: { settle: string; main(pace: string): string; cd: string; name(dur: string): string; about: string };
  opener: { pickup(pace: string): string; name(s: LandSport, dur: string): string; about(where: string): string };
  swim: {
    wu(openWater: boolean): string;
    restAtWall: string;
    cd: string;
    ow: { block: string; rec: string; name(total: number): string; about: string };
    technique: { drill: string; swim: string; name(recovery: boolean, total: number): string; about: string };
    css: { rep: string; name(reps: number): string; about(reps: number, css: string): string };
    opener: { rep: string; easy: string; name(total: number): string; about: string };
    steady: {
      rep(tempo: boolean): string;
      name(long: boolean, reps: number, len: number): string;
      about(tempo: boolean, reps: number, len: number, pace: string): string;
    };
  };
}

/** Week goal/overview wording and the notes on the athlete's weekly requirements. */
export interface WeekText {
  transitionGoal: string;
  fallbackGoal(phaseName: string): string;
  flow(week: number, total: number, phaseName: string): string;
  empty(week: number, total: number, phaseName: string): string;
  headline(f: {
    week: number;
    total: number;
    phaseName: string;
    light: boolean;
    sessions: number;
    totalTime: string;
    swim: number;
    bike: number;
    run: number;
  }): string;
  /** day: weekday key ('monday'). */
  keySessions(list: { name: string; day: string }[]): string;
  hardDays(days: string[]): string;
  noHardDays: string;
  raceDay(date: string): string;
  secondaryRace(name: string): string;
  reqExcludedDays(days: string[]): string;
  reqDroppedSports(sports: SportKey[]): string;
  reqMoreOf(sport: SportKey): string;
  reqEasy: string;
  reqHarder: string;
}

/** Explanations of a workout modification and the venue tags it puts on workout names. */
export interface ModifyText {
  swapped(sport: SportKey): string;
  openWater: string;
  poolName(name: string): string;
  pool: string;
  treadmillName(name: string): string;
  treadmillDescription: string;
  treadmill: string;
  trainerName(name: string): string;
  trainerDescription: string;
  trainer: string;
  outdoorName(name: string): string;
  outdoor: string;
  venueMismatch(venue: string, sport: SportKey): string;
  noIntervals: string;
  intervals(fewer: boolean, from: number, to: number): string;
  harder: string;
  easier: string;
  noReorder: string;
  moved(where: 'end' | 'middle' | 'start'): string;
  setTo(wanted: string, now: string): string;
  byPercent(shorter: boolean, pct: string, now: string): string;
  fromTo(shorter: boolean, before: string, now: string): string;
  nothingChanged(failed: string[]): string;
  notUnderstood: string;
}

/** Week summary wording. */
export interface SummaryText {
  matchReason(activityType: string, day: string | null, doneMinutes: number, plannedMinutes: number): string;
  completed(done: number, planned: number, compliance: number): string;
  doneVsPlanned(list: { sport: SportKey; done: number; planned: number }[]): string;
  missedKey(names: string[]): string;
  allKeyDone: string;
  extra(n: number): string;
  nothingPlanned: string;
  great: string;
  onTrack: string;
  hold: string;
  reset: string;
  repeatLong: string;
  countExtra: string;
  /** Sessions nobody recorded or reported: counted neither as done nor as missed. */
  notReported(count: number): string;
  /** Skipped sessions with the athlete's reasons. */
  skipped(count: number): string;
  /** Nothing of the week was recorded or reported. */
  nothingKnown: string;
}

/** The adaptive week's change sentences and reasons; every function returns finished athlete-facing text. */
export interface AdaptText {
  /** 'Long run', "Tuesday's ride": the workout a change is about. */
  label(sport: SportKey, isLong: boolean, weekday: string): string;
  shortened(label: string, sport: SportKey, isLong: boolean, from: string, to: string): string;
  lengthened(label: string, sport: SportKey, isLong: boolean, from: string, to: string): string;
  eased(label: string): string;
  recovery(label: string, from: string, to: string): string;
  /** Prefix for the name of a session turned easy: 'Easy: ', 'Spokojnie: '. */
  easyName(name: string): string;
  missed(sport: SportKey, count: number): string;
  cutShort(sport: SportKey, count: number): string;
  harder(sport: SportKey): string;
  sick: string;
  injury(part: string | null, note: string): string;
  travel: string;
  lowForm: string;
  behind(sport: SportKey): string;
  consistentBlock: string;
  /** Sessions skipped as injured or in pain, without a note to quote. */
  injuredSkip: string;
  /** Sessions skipped because the athlete was too tired. */
  tooTired: string;
  /** Readiness read caution or rest on `days` days last week. */
  lowReadiness(days: number): string;
  /** The athlete kept `kept` sessions as planned despite low readiness. */
  readinessKept(kept: number): string;
  /** Last week nothing was recorded or reported: said instead of inventing missed sessions. */
  nothingReported: string;
  /** Some of last week's sessions were not reported: they count neither as done nor as missed. */
  notReported(count: number): string;
  /** Joins reasons: 'a, b and c'. */
  list(items: string[]): string;
}
