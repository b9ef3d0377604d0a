import type { SportKey, WeekFigures } from '../schemas/progress';

/** An activity as the progress figures need it: its day (the first 10 characters of its start time) and load. */
export interface ProgressActivity {
  id: string;
  day: string;
  sport: SportKey | null;
  durationSecs: number;
  distanceMeters: number | null;
  load: number;
}

export interface ProgressWorkout {
  weekId: string;
  sport: SportKey;
  plannedSecs: number;
  isCompleted: boolean;
  day?: string | null;
  /** The athlete's report on it, if any. */
  reported?: 'done' | 'changed' | 'skipped' | null;
}

export interface ProgressWeekInput {
  id: string;
  firstDay: string;
  active: boolean;
  /** Figures stored on the week item once it was finished. */
  stored: WeekFigures | null;
}

export interface FitnessRowInput {
  dateStart: string;
  /** Orders rows that start on the same day (the later save wins). */
  startedAt: string;
  swimLevel: number;
  bikeLevel: number;
  runLevel: number;
}

export interface PlanInput {
  id: string;
  eventName: string;
  eventDate: string;
  planStarts: string;
  totalWeeks: number | null;
  phases: Array<{ phaseName: string; startDate: string; endDate: string }>;
}
