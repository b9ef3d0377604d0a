import type { ReplanOutcome, ReplanView } from '@shared/schemas/replan';
import type { Availability } from '@shared/schemas/availability';
import { blackoutOn, dayAllowance, dayBreaches, sessionMinutes } from '@shared/training/availability/day-rules';
import { addDays, daysBetween } from '@shared/calendar/days';
import { isHardWorkout } from '@shared/training/intensity';
import { changeKey, explainChange, replanWeek, type ReplanChange, type ReplanSession } from '@shared/training/replan';
import { shortenedWorkout, workoutShortener } from '@shared/training/replan/shortener';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { WorkoutOutcome } from '@shared/schemas/activities';
import type { WorkoutDetails } from '@shared/schemas/training';
import { dayIn } from '@shared/weeks/local-day';
import { earliestDayOnEarth, workoutOutcome } from '@shared/weeks/workout-outcome';
import { displayName } from '@shared/weeks/workout-display';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AvailabilityRepository } from '../availability/availability-repository';
import type { ActivityRepository } from '../activities/activity-repository';
import type { WeekLoadReader } from '../weeks/week-load-read';
import type { WeekRepository } from '../weeks/week-repository';
import type { WatchSender } from '../workouts/watch-sender';
import type { WorkoutRecord } from '../workouts/workout-record';
import { ReplanStaleError, type ReplanRepository } from './replan-repository';

const WEEK_NOT_FOUND = 'Week not found';
const STATUS_OF: Record<WorkoutOutcome, ReplanSession['status']> = {
  done: 'done',
  skipped: 'skipped',
  missed: 'missed',
  'not-reported': 'planned',
  planned: 'planned',
};
const STALE = 'The week changed since this re-plan was shown; look at it again';

export interface ReplanServiceDeps {
  weeks: Pick<WeekRepository, 'get'>;
  availability: Pick<AvailabilityRepository, 'get'>;
  replans: ReplanRepository;
  activities: Pick<ActivityRepository, 'lastAutomaticDay'>;
  weekLoad: WeekLoadReader;
  watch: WatchSender;
  clock: Clock;
}

/**
 * Re-planning the rest of the week (engine: shared/training/replan): the proposal, read live from the week as it
 * stands, and the athlete's answer (accept some changes, keep the original of others). Accepted moves and drops
 * reach the watch like a move on the board does.
 */
export function createReplanService({
  weeks,
  availability: availabilities,
  replans: repository,
  activities,
  weekLoad,
  watch,
  clock,
}: ReplanServiceDeps) {
  /** `withAvailability`: the re-plan as it would be with this availability (a chat proposal's new blackout). */
  async function proposal(
    userId: string,
    weekId: string,
    { timeZone, withAvailability }: { timeZone?: string; withAvailability?: Availability } = {},
  ) {
    const week = await weeks.get(userId, weekId);
    if (!week || week.deleted) throw notFound(WEEK_NOT_FOUND);
    const now = clock();
    const day = timeZone ? dayIn(timeZone, now) : now.toISOString().slice(0, 10);
    // A day is over at the athlete's midnight; without their time zone, once it is over everywhere on earth.
    const over = timeZone ? day : earliestDayOnEarth(now);
    const lastDay = addDays(week.firstDay, 6);
    const [read, stored, lastAutomaticDay] = await Promise.all([
      weekLoad.read(userId, week, day),
      withAvailability ? null : availabilities.get(userId),
      activities.lastAutomaticDay(userId),
    ]);
    const availability = withAvailability ?? (stored?.updatedAt ? stored : null);
    const inWeek = read.workouts.filter(
      (w): w is WorkoutRecord & { day: string } => w.day !== null && w.day >= week.firstDay && w.day <= lastDay,
    );
    const sessions: ReplanSession[] = inWeek.map((w) => ({
      id: w.id,
      day: w.day,
      sport: w.workoutDetails.sport,
      minutes: sessionMinutes(w.workoutDetails),
      hard: isHardWorkout(w.workoutDetails),
      load: plannedLoad(w.workoutDetails, read.paces),
      // Not done by the end of its day counts only while an automatic source delivers (decision record 008).
      status:
        STATUS_OF[workoutOutcome({ day: w.day, isCompleted: w.isCompleted, report: w.report }, over, lastAutomaticDay)],
    }));
    // A week already over, or not yet begun, is not re-planned: the next week is planned as a whole.
    const current = week.active && day >= week.firstDay && day <= lastDay;
    const recorded = new Map([...read.daily].filter(([d]) => d >= week.firstDay && d <= lastDay));
    const byId = new Map(inWeek.map((w) => [w.id, w]));
    const shortener = workoutShortener(
      (id) => byId.get(id)?.workoutDetails,
      (d) => plannedLoad(d, read.paces),
      read.lang,
    );
    const result = current
      ? replanWeek({
          today: day,
          firstDay: week.firstDay,
          sessions,
          availability,
          trainingDays: read.trainingDays,
          history: read.history,
          recorded,
          restDayOptional: read.restDayOptional,
          declined: week.replanKept ?? [],
          shorten: shortener.shorten,
        })
      : { changes: [], forcedBreaks: [] };
    const explain = {
      name: (id: string) => displayName(byId.get(id)?.workoutDetails.workoutName ?? ''),
      minutesOn: (d: string) => dayAllowance(availability, d).minutes,
      blackoutNote: (d: string) => blackoutOn(availability, d)?.note ?? null,
    };
    return {
      week,
      byId,
      sessions,
      availability,
      changes: result.changes,
      explain,
      lang: read.lang,
      shortened: shortener.shortened,
    };
  }

  /** The accepted changes at once (each still where the re-plan saw it, or a 409), then on the watch. */
  async function apply(
    userId: string,
    weekId: string,
    accepted: readonly ReplanChange[],
    byId: ReadonlyMap<string, WorkoutRecord>,
    keep: string[],
    shortenedTo: (workoutId: string, minutes: number) => WorkoutDetails | null,
  ) {
    const now = clock().toISOString();
    const moves = accepted
      .filter((c): c is Extract<ReplanChange, { kind: 'move' }> => c.kind === 'move')
      .map((c) => ({ workout: byId.get(c.workoutId)!, to: c.to, clearSkip: isReturn(c) }));
    const drops = accepted.filter((c) => c.kind === 'drop').map((c) => byId.get(c.workoutId)!);
    const shortened = accepted
      .filter((c): c is Extract<ReplanChange, { kind: 'shorten' }> => c.kind === 'shorten')
      .map((c) => ({ workout: byId.get(c.workoutId)!, workoutDetails: shortenedTo(c.workoutId, c.minutes)! }));
    if (
      moves.some((m) => !m.workout) ||
      drops.some((w) => !w) ||
      shortened.some((s) => !s.workout || !s.workoutDetails)
    )
      throw conflict(STALE);
    if (moves.length + shortened.length + drops.length * 2 > 90) throw badRequest('Too many changes at once');
    try {
      await repository.apply(userId, weekId, { moves, drops, shortened, keep }, now);
    } catch (error) {
      if (error instanceof ReplanStaleError) throw conflict(STALE);
      throw error;
    }
    // On the watch they move (sent again on the new day) or go; a failure shows on the workout's sync badge.
    await Promise.all([
      ...moves
        .filter((m) => m.workout.garminWorkoutId)
        .map((m) => watch.send(userId, { ...m.workout, day: m.to, updatedAt: now }, m.to).catch(() => null)),
      ...shortened
        .filter((s) => s.workout.garminWorkoutId)
        .map((s) =>
          watch
            .send(userId, { ...s.workout, workoutDetails: s.workoutDetails, updatedAt: now }, s.workout.day)
            .catch(() => null),
        ),
      ...drops.filter((w) => w.garminWorkoutId).map((w) => watch.remove(userId, w).catch(() => false)),
    ]);
    return { moved: moves.length, dropped: drops.length, shortened: shortened.length };
  }

  return {
    /** The re-plan the week would get with `availability` (not stored): its changes and their sentences. */
    async changesWith(
      userId: string,
      weekId: string,
      availability: Availability,
    ): Promise<{ changes: ReplanChange[]; texts: string[] }> {
      const { changes, explain, lang } = await proposal(userId, weekId, { withAvailability: availability });
      return { changes, texts: changes.map((c) => explainChange(c, explain, lang)) };
    },

    /** Changes proposed earlier (a chat proposal) applied as the re-plan card's accept applies them. */
    async applyChanges(
      userId: string,
      weekId: string,
      changes: readonly ReplanChange[],
    ): Promise<{ moved: number; dropped: number; shortened: number }> {
      const week = await weeks.get(userId, weekId);
      if (!week || week.deleted) throw notFound(WEEK_NOT_FOUND);
      const read = await weekLoad.read(userId, week, clock().toISOString().slice(0, 10));
      const byId = new Map(read.workouts.map((w) => [w.id, w]));
      const cut = (workoutId: string, minutes: number) => {
        const details = byId.get(workoutId)?.workoutDetails;
        return details ? shortenedWorkout(details, minutes, read.lang) : null;
      };
      return apply(userId, weekId, changes, byId, [], cut);
    },

    async propose(userId: string, weekId: string, timeZone?: string): Promise<ReplanView> {
      const { changes, explain, lang } = await proposal(userId, weekId, { timeZone });
      return {
        weekId,
        changes: changes.map((c) => ({
          key: changeKey(c),
          kind: c.kind,
          workoutId: c.workoutId,
          from: c.from,
          to: c.kind === 'move' ? c.to : null,
          minutes: c.kind === 'shorten' ? c.minutes : null,
          reason: c.reason,
          text: explainChange(c, explain, lang),
        })),
      };
    },

    async decide(
      userId: string,
      weekId: string,
      decision: { accept: string[]; keep: string[] },
      timeZone?: string,
    ): Promise<ReplanOutcome> {
      const {
        changes,
        byId,
        sessions,
        availability,
        shortened: shortenedTo,
      } = await proposal(userId, weekId, { timeZone });
      const byKey = new Map(changes.map((c) => [changeKey(c), c]));
      const unknown = [...decision.accept, ...decision.keep].filter((key) => !byKey.has(key));
      if (unknown.length) throw conflict(STALE);
      const accepted = decision.accept.map((key) => byKey.get(key)!);
      requireWholeKeyMoves(accepted, changes, byId);
      requireLegalTogether(accepted, sessions, availability);
      const { moved, dropped, shortened } = await apply(userId, weekId, accepted, byId, decision.keep, shortenedTo);
      return { moved, dropped, shortened, kept: decision.keep.length };
    },
  };
}

/** A key session skipped, or not done on its day, brought back to a later day. */
const isReturn = (c: ReplanChange) => c.reason === 'missedKey' || c.reason === 'notDoneKey';

/**
 * A skipped key session comes back only with the filler dropped for it: accepting the move while keeping one of its
 * drops would add the missed volume on top.
 */
function requireWholeKeyMoves(
  accepted: readonly ReplanChange[],
  all: readonly ReplanChange[],
  byId: ReadonlyMap<string, WorkoutRecord>,
) {
  const acceptedKeys = new Set(accepted.map(changeKey));
  for (const move of accepted.filter(isReturn)) {
    const missing = all.filter((c) => c.forKey === move.workoutId && !acceptedKeys.has(changeKey(c)));
    if (missing.length) {
      const names = missing.map((c) => displayName(byId.get(c.workoutId)?.workoutDetails.workoutName ?? '')).join(', ');
      throw conflict(
        `Moving ${displayName(byId.get(move.workoutId)?.workoutDetails.workoutName ?? '')} needs room: accept dropping ${names} too, or keep the original`,
      );
    }
  }
}

/**
 * The engine placed each move next to the others as proposed; with some originals kept, each accepted move must
 * still fit its day (the allowance, no hard day beside it) next to the week as it will be.
 */
function requireLegalTogether(
  accepted: readonly ReplanChange[],
  sessions: readonly ReplanSession[],
  availability: Availability | null,
) {
  const changed = new Map(accepted.map((c) => [c.workoutId, c]));
  const after = sessions.flatMap((s) => {
    const c = changed.get(s.id);
    if (!c) return s.status === 'skipped' || s.status === 'missed' ? [] : [s];
    if (c.kind === 'shorten') return [{ ...s, minutes: c.minutes }];
    return c.kind === 'drop' ? [] : [{ ...s, day: c.to, status: 'planned' as const }];
  });
  for (const move of accepted) {
    if (move.kind !== 'move') continue;
    const moved = after.find((s) => s.id === move.workoutId)!;
    const onDay = after.filter((s) => s.day === move.to && s.status === 'planned');
    const near = after.filter((s) => s.id !== moved.id && s.hard && Math.abs(daysBetween(move.to, s.day)) <= 1);
    if (
      dayBreaches(dayAllowance(availability, move.to), onDay, availability !== null).length ||
      (moved.hard && near.length)
    ) {
      throw conflict(
        'These changes belong together: keeping one of them leaves another without a legal day. Accept them all, or keep this one too',
      );
    }
  }
}

export type ReplanService = ReturnType<typeof createReplanService>;
