import { addDays, daysBetween } from '../../calendar/days';
import { weekdayOf } from '../../calendar/weekdays';
import { dayAllowance, dayBreaches, type AvailabilityBreach } from '../availability/day-rules';
import { limitsBroken, loadCheck, type LoadCheck, type LoadCheckKey } from '../safety/load-check';
import { keySessions } from './key-sessions';
import { shortenFloor } from './shorten-floor';
import {
  changeKey,
  type ReplanChange,
  type ReplanInput,
  type ReplanReasonCode,
  type ReplanResult,
  type ReplanSession,
} from './types';

/** Where each planned session is (null: dropped), as the re-plan tries changes out. */
type Placement = ReadonlyMap<string, string | null>;

/**
 * Re-plans the rest of the week (pure). Sessions that cannot stay where they are (a blackout, too few minutes, no
 * pool, a hard day next to another) move to the nearest legal day from today on, or are dropped when none exists.
 * On a day with too few minutes, filler is first shortened where it stands (down to `shortenFloor`), a key session
 * only when no other day holds it whole: shortened, not dropped, whenever that keeps enough of it. Then
 * a skipped key session (the long session, the main quality session) moves to a legal day when filler can be dropped
 * to make room for at least its minutes, so missed volume is never added on top. Every move and every dropped filler
 * keeps every safety limit (`limitsBroken` against the week as it stood); only a drop forced by the availability may
 * leave one broken, and the result says which.
 */
export function replanWeek(input: ReplanInput): ReplanResult {
  const ctx = context(input);
  const placement = new Map<string, string | null>();
  for (const s of ctx.movable) placement.set(s.id, s.day);
  let reference = ctx.check(placement);
  const forcedBreaks = new Set<LoadCheckKey>();
  const changes: ReplanChange[] = [];
  const settled = new Set<string>();

  // 1. Sessions that cannot stay: in priority order, each is held to the ones already settled. A day with too few
  // minutes shortens filler where it stands, and a key session only when no other day can hold it whole.
  for (const s of ctx.byPriority(ctx.movable)) {
    const reason = ctx.cannotStay(placement, settled, s);
    if (!reason) {
      settled.add(s.id);
      continue;
    }
    const shorten = () => {
      if (reason !== 'overMinutes') return false;
      const change = ctx.shortenInPlace(placement, settled, s, reference);
      if (change) changes.push(change);
      return change !== null;
    };
    if (!ctx.isKey(s) && shorten()) {
      settled.add(s.id);
      continue;
    }
    const to = ctx.candidateDays(s.day).find((day) => {
      const change: ReplanChange = { kind: 'move', workoutId: s.id, from: s.day, to: day, reason };
      if (ctx.declined.has(changeKey(change))) return false;
      const tried = new Map(placement).set(s.id, day);
      return ctx.legalMove(tried, s, day) && limitsBroken(reference, ctx.check(tried)).length === 0;
    });
    if (to) {
      placement.set(s.id, to);
      changes.push({ kind: 'move', workoutId: s.id, from: s.day, to, reason });
      settled.add(s.id);
      continue;
    }
    if (ctx.isKey(s) && shorten()) {
      settled.add(s.id);
      continue;
    }
    const drop: ReplanChange = { kind: 'drop', workoutId: s.id, from: s.day, reason };
    if (ctx.declined.has(changeKey(drop))) {
      settled.add(s.id); // the athlete keeps it where it is
      continue;
    }
    placement.set(s.id, null);
    changes.push(drop);
    const after = ctx.check(placement);
    const broken = limitsBroken(reference, after);
    if (broken.length) {
      broken.forEach((key) => forcedBreaks.add(key));
      reference = after;
    }
  }

  // 2. Skipped key sessions (and those not done by the end of their day): to a legal day, with filler dropped for at least their minutes.
  for (const key of ctx.byPriority(ctx.skippedKeys)) {
    const placed = ctx.placeKey(placement, settled, key, reference, changes);
    if (placed) changes.push(...placed);
  }
  return { changes, forcedBreaks: [...forcedBreaks] };
}

function context(input: ReplanInput) {
  const { today, firstDay, availability } = input;
  const weekDays = Array.from({ length: 7 }, (_, i) => addDays(firstDay, i));
  const lastDay = weekDays[6];
  const declined = new Set(input.declined ?? []);
  const keys = keySessions(input.sessions.filter((s) => s.day >= firstDay && s.day <= lastDay));
  const isKey = (s: ReplanSession) => s.id === keys.long || s.id === keys.quality;
  const movable = input.sessions.filter((s) => s.status === 'planned' && s.day >= today && s.day <= lastDay);
  /** Sessions that stay put whatever happens: done ones, and planned ones of days gone by. */
  const fixed = input.sessions.filter((s) => s.status === 'done' || (s.status === 'planned' && s.day < today));
  const skippedKeys = input.sessions.filter(
    (s) => (s.status === 'skipped' || s.status === 'missed') && isKey(s) && s.day >= firstDay && s.day <= lastDay,
  );
  const original = new Map(input.sessions.map((s) => [s.id, s]));
  /** Sessions shortened so far (their new minutes and load). */
  const sized = new Map<string, { minutes: number; load: number }>();
  const byId = {
    get: (id: string): ReplanSession | undefined =>
      original.has(id) ? { ...original.get(id)!, ...sized.get(id) } : undefined,
  };
  const shortenTo =
    input.shorten ??
    ((s: ReplanSession, maxMinutes: number) =>
      maxMinutes > 0 ? { minutes: maxMinutes, load: (s.load * maxMinutes) / s.minutes } : null);
  const trainingDays = input.trainingDays?.length ? new Set(input.trainingDays) : null;
  const checks = new Map<string, LoadCheck>();

  const rank = (s: ReplanSession) => (s.id === keys.long ? 0 : s.id === keys.quality ? 1 : s.hard ? 2 : 3);
  const byPriority = (list: readonly ReplanSession[]) =>
    [...list].sort(
      (a, b) => rank(a) - rank(b) || b.load - a.load || a.day.localeCompare(b.day) || a.id.localeCompare(b.id),
    );

  /** The sessions on `day` under `placement`: the fixed ones and the placed ones (only `among` when given). */
  const sessionsOn = (placement: Placement, day: string, among?: ReadonlySet<string>) => [
    ...fixed.filter((s) => s.day === day),
    ...[...placement].filter(([id, at]) => at === day && (!among || among.has(id))).map(([id]) => byId.get(id)!),
  ];

  const hardNeighbour = (placement: Placement, s: ReplanSession, day: string, among?: ReadonlySet<string>) =>
    [addDays(day, -1), day, addDays(day, 1)].some((d) =>
      sessionsOn(placement, d, among).some((o) => o.id !== s.id && o.hard),
    );

  const breachesOn = (
    placement: Placement,
    s: ReplanSession,
    day: string,
    among: ReadonlySet<string> | undefined,
    countSessions: boolean,
  ): AvailabilityBreach[] => {
    const others = sessionsOn(placement, day, among).filter((o) => o.id !== s.id && o.status === 'planned');
    return dayBreaches(dayAllowance(availability, day), [...others, s], countSessions && availability !== null);
  };

  const reasonOf: Record<AvailabilityBreach, ReplanReasonCode> = {
    blackout: 'blackout',
    overMinutes: 'overMinutes',
    noPool: 'noPool',
    tooManySessions: 'tooManySessions',
  };

  return {
    movable,
    skippedKeys,
    declined,
    byPriority,
    isKey,

    /**
     * `s` shortened to fit its day next to the sessions settled there, when it keeps at least the floor (half its
     * planned minutes, and 20) and breaks no limit: the change, or null. Updates the sizes on success.
     */
    shortenInPlace(
      placement: Placement,
      settled: ReadonlySet<string>,
      s: ReplanSession,
      reference: LoadCheck,
    ): ReplanChange | null {
      const allowed = dayAllowance(availability, s.day).minutes;
      if (allowed === null) return null;
      const others = sessionsOn(placement, s.day, settled).filter((o) => o.id !== s.id && o.status === 'planned');
      const room = allowed - others.reduce((t, o) => t + o.minutes, 0);
      if (room < shortenFloor(s.minutes)) return null;
      const shorter = shortenTo(s, room);
      if (
        !shorter ||
        shorter.minutes > room ||
        shorter.minutes >= s.minutes ||
        shorter.minutes < shortenFloor(s.minutes)
      )
        return null;
      const change: ReplanChange = {
        kind: 'shorten',
        workoutId: s.id,
        from: s.day,
        minutes: shorter.minutes,
        reason: 'overMinutes',
      };
      if (declined.has(changeKey(change))) return null;
      sized.set(s.id, shorter);
      const fits =
        !breachesOn(placement, byId.get(s.id)!, s.day, settled, false).length &&
        !(s.hard && hardNeighbour(placement, s, s.day, settled)) &&
        limitsBroken(reference, this.check(placement)).length === 0;
      if (!fits) sized.delete(s.id);
      return fits ? change : null;
    },

    /** Why `s` cannot stay on its day next to the sessions settled so far (null: it can). */
    cannotStay(placement: Placement, settled: ReadonlySet<string>, s: ReplanSession): ReplanReasonCode | null {
      // A week the coach planned with two sessions on a day keeps them: only minutes, pool and blackouts hold here.
      const breaches = breachesOn(placement, s, s.day, settled, false);
      if (breaches.length) return reasonOf[breaches[0]];
      if (s.hard && hardNeighbour(placement, s, s.day, settled)) return 'hardTogether';
      return null;
    },

    /** Days from today on in the week, nearest to `from` first (a later day before an earlier one as near). */
    candidateDays(from: string): string[] {
      return weekDays
        .filter((d) => d >= today && d !== from && (!trainingDays || trainingDays.has(weekdayOf(d))))
        .sort((a, b) => Math.abs(daysBetween(from, a)) - Math.abs(daysBetween(from, b)) || b.localeCompare(a));
    },

    /**
     * `s` may be placed on `day` next to every session placed there now (settled or not: one still to be looked at
     * may stay): nothing of the day's allowance broken, no hard day next to it.
     */
    legalMove(placement: Placement, s: ReplanSession, day: string): boolean {
      if (day < today || day > lastDay) return false;
      if (breachesOn(placement, s, day, undefined, true).length) return false;
      return !(s.hard && hardNeighbour(placement, s, day));
    },

    check(placement: Placement): LoadCheck {
      // The same placement is often tried again (each candidate day, each filler dropped): read it once.
      const signature = [...placement]
        .map(([id, at]) => `${id}=${at ?? ''}${sized.has(id) ? `:${sized.get(id)!.minutes}` : ''}`)
        .join('|');
      const known = checks.get(signature);
      if (known) return known;
      const days = weekDays.map((date) => {
        const ahead = date >= today ? [...placement].filter(([, at]) => at === date).map(([id]) => byId.get(id)!) : [];
        const load = (input.recorded?.get(date) ?? 0) + ahead.reduce((t, s) => t + s.load, 0);
        const onDay = [
          ...fixed.filter((s) => s.day === date),
          ...[...placement].filter(([, at]) => at === date).map(([id]) => byId.get(id)!),
        ];
        return { date, load, hard: onDay.some((s) => s.hard) };
      });
      const check = loadCheck({ history: input.history, days, restDayOptional: input.restDayOptional });
      checks.set(signature, check);
      return check;
    },

    /**
     * A skipped key session on the nearest legal day, with filler dropped (easy before hard, the day's own first) for
     * at least its minutes. Null when no day works. `placement` and `settled` are updated on success.
     */
    placeKey(
      placement: Map<string, string | null>,
      settled: Set<string>,
      key: ReplanSession,
      reference: LoadCheck,
      earlier: readonly ReplanChange[],
    ): ReplanChange[] | null {
      const changedAlready = new Set(earlier.map((c) => c.workoutId));
      for (const day of this.candidateDays(key.day)) {
        const move: ReplanChange = {
          kind: 'move',
          workoutId: key.id,
          from: key.day,
          to: day,
          reason: key.status === 'missed' ? 'notDoneKey' : 'missedKey',
        };
        if (declined.has(changeKey(move))) continue;
        const filler = [...placement]
          .filter(([id, at]) => at !== null && !changedAlready.has(id) && !isKey(byId.get(id)!))
          .map(([id]) => byId.get(id)!)
          .filter((f) => !declined.has(changeKey({ kind: 'drop', workoutId: f.id, from: f.day, reason: 'makeRoom' })))
          .sort(
            (a, b) =>
              Number(b.day === day) - Number(a.day === day) ||
              Number(a.hard) - Number(b.hard) ||
              b.minutes - a.minutes ||
              a.id.localeCompare(b.id),
          );
        const tried = new Map(placement);
        const drops: ReplanChange[] = [];
        let freed = 0;
        for (let i = 0; i <= filler.length; i++) {
          if (freed >= key.minutes) {
            tried.set(key.id, day);
            if (this.legalMove(tried, key, day) && limitsBroken(reference, this.check(tried)).length === 0) {
              for (const [id, at] of tried) placement.set(id, at);
              settled.add(key.id);
              return [move, ...drops];
            }
            tried.delete(key.id);
          }
          const next = filler[i];
          if (!next) break;
          tried.set(next.id, null);
          freed += next.minutes;
          drops.push({ kind: 'drop', workoutId: next.id, from: next.day, reason: 'makeRoom', forKey: key.id });
        }
      }
      return null;
    },
  };
}
