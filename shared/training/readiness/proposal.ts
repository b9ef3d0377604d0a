import type { WorkoutDetails } from '../../schemas/training';
import { addDays, daysBetween } from '../../calendar/days';
import { isHardWorkout } from '../intensity';
import { easyVersionOf } from '../modify';
import type { Lang } from '../types';
import type { Reading } from './types';

/** A planned workout as the proposal sees it: open means not done, not reported. */
export interface ProposalWorkout {
  id: string;
  day: string | null;
  open: boolean;
  workoutDetails: WorkoutDetails;
}

export type ProposalKind = 'ease' | 'swap' | 'rest';

export interface Proposal {
  kind: ProposalKind;
  /** Today's session the proposal is about. */
  workoutId: string;
  /** ease: the easier version that replaces it. */
  eased?: WorkoutDetails;
  /** swap: the later day it moves to, and the easy sessions of that day that come to today. */
  swapDate?: string;
  swapWorkoutIds?: string[];
}

const hardOn = (workouts: readonly ProposalWorkout[], day: string) =>
  workouts.some((w) => w.day === day && isHardWorkout(w.workoutDetails));

/**
 * A later day of the week whose sessions are all easy and still open, where the hard session can go without landing
 * next to another hard day (today turns easy). Days two or more ahead first: one night rarely restores readiness.
 */
function swapDay(
  workouts: readonly ProposalWorkout[],
  hard: ProposalWorkout,
  today: string,
  lastDay: string,
): string | null {
  const others = workouts.filter((w) => w.id !== hard.id);
  const candidates: string[] = [];
  for (let day = addDays(today, 1); day <= lastDay; day = addDays(day, 1)) {
    const on = others.filter((w) => w.day === day);
    if (!on.length || on.some((w) => !w.open || isHardWorkout(w.workoutDetails))) continue;
    if (hardOn(others, addDays(day, -1))) continue;
    if (hardOn(others, addDays(day, 1))) continue;
    candidates.push(day);
  }
  return candidates.find((d) => daysBetween(today, d) >= 2) ?? candidates[0] ?? null;
}

/**
 * What to offer for today: nothing when readiness is fine or today holds no hard session; rest when the athlete says
 * they are sick (whatever the session); a swap with a later easy day of the week when the reading says rest; else an
 * easier version of the session. `lastDay` is the week's last day: nothing moves out of the week or into the past.
 */
export function proposalFor(
  reading: Reading,
  workouts: readonly ProposalWorkout[],
  today: string,
  lastDay: string,
  lang?: Lang,
): Proposal | null {
  const todays = workouts.filter((w) => w.day === today && w.open);
  if (reading.sick)
    return todays.length
      ? { kind: 'rest', workoutId: (todays.find((w) => isHardWorkout(w.workoutDetails)) ?? todays[0]).id }
      : null;
  if (reading.verdict !== 'caution' && reading.verdict !== 'rest') return null;
  const hard = todays.find((w) => isHardWorkout(w.workoutDetails));
  if (!hard) return null;
  if (reading.verdict === 'rest') {
    const day = swapDay(workouts, hard, today, lastDay);
    if (day)
      return {
        kind: 'swap',
        workoutId: hard.id,
        swapDate: day,
        swapWorkoutIds: workouts.filter((w) => w.day === day).map((w) => w.id),
      };
  }
  return { kind: 'ease', workoutId: hard.id, eased: easyVersionOf(hard.workoutDetails, lang) };
}
