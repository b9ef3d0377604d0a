import type { Availability } from '../../schemas/availability';
import type { WorkoutDetails } from '../../schemas/training';
import { daysBetween } from '../../calendar/days';
import { shortenFloor } from '../replan/shorten-floor';
import { shortenedWorkout } from '../replan/shortener';
import type { Lang } from '../types';
import { dayAllowance, sessionMinutes, type DaySession } from './day-rules';

export interface FlowFitInput {
  details: WorkoutDetails;
  /** The day the athlete asked for (or today). */
  wanted: string;
  /** The week's days (first to last). */
  weekDays: readonly string[];
  /** Nothing is moved before this day (the wanted day itself stays allowed). */
  today: string;
  availability: Availability | null;
  /** The sessions already planned on a day. */
  sessionsOn: (day: string) => readonly DaySession[];
  lang?: Lang;
}

/** Where a generated flow workout goes, and as what; null: no day of the week can hold it. */
export type FlowFit = { day: string; details: WorkoutDetails; moved: boolean; shortened: boolean } | null;

/**
 * A flow workout held to the availability like a new week's sessions: on the day asked for when it fits there,
 * shortened to what the day has left (down to the floor) before it moves, then whole on the nearest other day from
 * today that holds it, then shortened there. A blackout day, a swim without a pool or a day already full of
 * sessions never takes it. Without availability it goes where it was asked.
 */
export function fitFlowWorkout(input: FlowFitInput): FlowFit {
  const { details, wanted, availability } = input;
  if (!availability) return { day: wanted, details, moved: false, shortened: false };
  const minutes = sessionMinutes(details);
  const roomOn = (day: string): number | null => {
    const allowance = dayAllowance(availability, day);
    const others = input.sessionsOn(day);
    if (
      allowance.blackout ||
      (!allowance.pool && details.sport === 'SWIMMING') ||
      others.length >= allowance.maxSessions
    )
      return null;
    return allowance.minutes === null ? Infinity : allowance.minutes - others.reduce((t, s) => t + s.minutes, 0);
  };
  const others = input.weekDays
    .filter((d) => d !== wanted && d >= input.today)
    .sort((a, b) => Math.abs(daysBetween(wanted, a)) - Math.abs(daysBetween(wanted, b)) || b.localeCompare(a));
  const tryDay = (day: string, shorten: boolean): FlowFit => {
    const room = roomOn(day);
    if (room === null) return null;
    if (room >= minutes) return { day, details, moved: day !== wanted, shortened: false };
    if (!shorten || room < shortenFloor(minutes)) return null;
    const shorter = shortenedWorkout(details, room, input.lang);
    return shorter && sessionMinutes(shorter) >= shortenFloor(minutes)
      ? { day, details: shorter, moved: day !== wanted, shortened: true }
      : null;
  };
  return (
    tryDay(wanted, true) ??
    others.reduce<FlowFit>((found, d) => found ?? tryDay(d, false), null) ??
    others.reduce<FlowFit>((found, d) => found ?? tryDay(d, true), null)
  );
}
