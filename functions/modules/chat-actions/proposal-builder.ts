import { createHash } from 'node:crypto';
import type { ChatProposalKind } from '@shared/schemas/chat-proposal';
import { MAX_BLACKOUT_DAYS, MAX_BLACKOUTS } from '@shared/schemas/availability';
import { sessionMinutes } from '@shared/training/availability/day-rules';
import { addDays, daysBetween } from '@shared/calendar/days';
import { weekdayOf } from '@shared/calendar/weekdays';
import { checkWorkout } from '@shared/training/index';
import { isHardWorkout } from '@shared/training/intensity';
import { resizeWorkout } from '@shared/training/modify';
import { moveConflicts, type MoveConflict } from '@shared/training/move-conflicts';
import { keySessions } from '@shared/training/replan';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { Lang } from '@shared/training/types';
import { displayName } from '@shared/weeks/workout-display';
import type { Clock } from '../../lib/clock';
import type { CoachToolResult, CoachTools } from '../../providers/ai/chat-types';
import { normalisedAvailability } from '../availability/availability-service';
import type { ReplanService } from '../replan/replan-service';
import type { LoadCheckService } from '../weeks/load-check-service';
import type { WorkoutRecord } from '../workouts/workout-record';
import { PROPOSAL_TTL_MS, type ChatProposalRecord, type ProposalAction } from './proposal-record';
import type { ProposalRepository } from './proposal-repository';
import { proposalTexts, type ProposalTexts } from './proposal-texts';
import type { WeekState, WeekStateReader } from './week-state';
import { weekFingerprint } from './week-fingerprint';

/** Shortening a session below this leaves nothing worth doing: it is skipped instead. */
const MIN_SESSION_MINUTES = 20;

export interface TurnContext {
  userId: string;
  taskId: string;
  conversationId: string;
  lang: Lang;
}

const proposalIdFor = (taskId: string, index: number) => {
  const hex = createHash('sha256').update(`proposal:${taskId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const name = (w: WorkoutRecord) => displayName(w.workoutDetails.workoutName);
const isOpen = (w: WorkoutRecord) => !w.isCompleted && !w.report;

export interface CoachToolsDeps {
  proposals: Pick<ProposalRepository, 'put'>;
  states: Pick<WeekStateReader, 'active' | 'availabilityOnly'>;
  loadCheck: Pick<LoadCheckService, 'forWeek'>;
  replan: Pick<ReplanService, 'changesWith'>;
  clock: Clock;
}

/**
 * The chat's tools (decision record 028). Each checks what it is asked with the guardrails the screens use (the board's
 * move conflicts, the week's safety limits, the availability, nothing into the past), and stores a proposal the
 * athlete accepts or keeps, or a refusal saying why. Nothing here changes the week.
 */
export function createCoachTools({ proposals, states, loadCheck, replan, clock }: CoachToolsDeps) {
  return (turn: TurnContext): { tools: CoachTools; proposalIds: () => string[] } => {
    const t: ProposalTexts = proposalTexts(turn.lang);
    const made: string[] = [];

    async function store(
      kind: ChatProposalKind,
      fields: { title: string; lines?: string[]; actions?: ProposalAction[]; refusal?: string },
      weekId: string | null,
      fingerprint: string,
    ): Promise<string> {
      const id = proposalIdFor(turn.taskId, made.length);
      const now = clock();
      const record: ChatProposalRecord = {
        id,
        userId: turn.userId,
        conversationId: turn.conversationId,
        taskId: turn.taskId,
        kind,
        status: fields.refusal ? 'refused' : 'open',
        title: fields.title,
        lines: fields.lines ?? [],
        ...(fields.refusal ? { refusal: fields.refusal } : {}),
        actions: fields.actions ?? [],
        weekId,
        fingerprint,
        createdAt: now.toISOString(),
        expiresAtIso: new Date(now.getTime() + PROPOSAL_TTL_MS).toISOString(),
      };
      await proposals.put(record);
      made.push(id);
      return id;
    }

    const propose = async (
      kind: ChatProposalKind,
      state: { week?: { id: string }; fingerprint: string },
      title: string,
      lines: string[],
      actions: ProposalAction[],
    ): Promise<CoachToolResult> => ({
      status: 'proposed',
      proposalId: await store(kind, { title, lines, actions }, state.week?.id ?? null, state.fingerprint),
      title,
      lines,
    });
    const refuse = async (
      kind: ChatProposalKind,
      state: { week?: { id: string }; fingerprint: string },
      title: string,
      reason: string,
    ): Promise<CoachToolResult> => ({
      status: 'refused',
      proposalId: await store(kind, { title, refusal: reason }, state.week?.id ?? null, state.fingerprint),
      reason,
    });
    const nothing = (reason: string): CoachToolResult => ({ status: 'nothing', reason });

    /** Why a move may not be proposed (the board would ask; the chat refuses), or null. A day off the plan only warns. */
    async function moveRefusal(state: WeekState, workout: WorkoutRecord, to: string): Promise<string | null> {
      if (to < state.today) return t.refused.past(to);
      if (to < state.week.firstDay || to > state.lastDay)
        return t.refused.outsideWeek(to, state.week.firstDay, state.lastDay);
      const present = state.workouts.filter((w) => w.report?.status !== 'skipped');
      const conflicts = moveConflicts({
        workouts: present,
        workoutId: workout.id,
        toDay: to,
        trainingDays: state.trainingDays,
        availability: state.availability,
      }).filter((c) => c.kind !== 'unavailable');
      if (conflicts.length) return conflictText(conflicts[0], workout);
      const { broken = [] } = await loadCheck.forWeek(turn.userId, state.week.id, { workoutId: workout.id, day: to });
      return broken.length ? t.refused.limits(broken) : null;
    }

    function conflictText(c: MoveConflict<WorkoutRecord>, workout: WorkoutRecord): string {
      switch (c.kind) {
        case 'blackout':
          return t.refused.blackout(c.day, c.note);
        case 'overMinutes':
          return t.refused.overMinutes(c.day, c.minutes, c.total);
        case 'noPool':
          return t.refused.noPool(c.day);
        case 'tooManySessions':
          return t.refused.tooManySessions(c.day);
        case 'unavailable':
          return t.refused.unavailable(c.day);
        case 'hardBackToBack':
        case 'hardSameDay':
          return t.refused.hardTogether(name(workout), name(c.other));
      }
    }

    const unusualDay = (state: WeekState, day: string) =>
      Boolean(state.trainingDays?.length) && !state.trainingDays!.includes(weekdayOf(day));

    const tools: CoachTools = {
      async report_sick({ date }) {
        const state = await states.active(turn.userId);
        if (!state) return nothing(t.nothing.noWeek);
        if (date < state.today) return refuse('rest', state, t.restTitle(date), t.refused.past(date));
        if (date > state.lastDay) return nothing(t.nothing.notThisWeek(date));
        const onDay = state.workouts.filter((w) => w.day === date && isOpen(w));
        if (!onDay.length) return nothing(t.nothing.nothingOnDay(date));
        return propose(
          'rest',
          state,
          t.restTitle(date),
          onDay.map((w) => t.restLine(name(w), sessionMinutes(w.workoutDetails))),
          onDay.map((w) => ({ type: 'skip', workoutId: w.id, reason: 'sick' })),
        );
      },

      async move_workout({ workout_id, to_date }) {
        const state = await states.active(turn.userId);
        if (!state) return nothing(t.nothing.noWeek);
        const workout = state.workouts.find((w) => w.id === workout_id);
        if (!workout || !workout.day) return refuse('move', state, t.moveTitle('—'), t.refused.notInWeek);
        const title = t.moveTitle(name(workout));
        if (!isOpen(workout)) return refuse('move', state, title, t.refused.done(name(workout)));
        if (workout.day === to_date) return nothing(t.nothing.alreadyThere(name(workout), to_date));
        const refusal = await moveRefusal(state, workout, to_date);
        if (refusal) return refuse('move', state, title, refusal);
        const lines = [
          t.moveLine(name(workout), workout.day, to_date),
          ...(unusualDay(state, to_date) ? [t.refused.unavailable(to_date)] : []),
        ];
        return propose('move', state, title, lines, [
          { type: 'schedule', workoutId: workout.id, from: workout.day, to: to_date },
        ]);
      },

      async limit_day_minutes({ date, minutes }) {
        const state = await states.active(turn.userId);
        if (!state) return nothing(t.nothing.noWeek);
        const title = t.minutesTitle(date, minutes);
        if (date < state.today) return refuse('minutes', state, title, t.refused.past(date));
        if (date < state.week.firstDay || date > state.lastDay) return nothing(t.nothing.notThisWeek(date));
        const onDay = state.workouts.filter((w) => w.day === date && isOpen(w));
        const total = onDay.reduce((sum, w) => sum + sessionMinutes(w.workoutDetails), 0);
        if (total <= minutes) return nothing(t.nothing.fits(date, minutes));
        const keys = keySessions(
          state.workouts
            .filter((w) => w.day)
            .map((w) => ({
              id: w.id,
              day: w.day!,
              sport: w.workoutDetails.sport,
              minutes: sessionMinutes(w.workoutDetails),
              hard: isHardWorkout(w.workoutDetails),
              load: plannedLoad(w.workoutDetails, state.paces),
              status: 'planned' as const,
            })),
        );
        const isKey = (w: WorkoutRecord) => w.id === keys.long || w.id === keys.quality;
        const ordered = [...onDay].sort(
          (a, b) =>
            Number(isKey(b)) - Number(isKey(a)) || sessionMinutes(b.workoutDetails) - sessionMinutes(a.workoutDetails),
        );
        let budget = minutes;
        const lines: string[] = [];
        const actions: ProposalAction[] = [];
        for (const w of ordered) {
          const length = sessionMinutes(w.workoutDetails);
          if (length <= budget) {
            budget -= length;
            continue;
          }
          const to = isKey(w) ? await legalDayFor(state, w, date) : null;
          if (to) {
            lines.push(t.moveForTimeLine(name(w), date, to));
            actions.push({ type: 'schedule', workoutId: w.id, from: date, to });
            continue;
          }
          const shorter = budget >= MIN_SESSION_MINUTES ? resizeWorkout(w.workoutDetails, budget, turn.lang) : null;
          if (shorter && sessionMinutes(shorter) <= budget && checkWorkout(shorter).ok) {
            lines.push(t.shortenLine(name(w), length, sessionMinutes(shorter)));
            actions.push({ type: 'shorten', workoutId: w.id, details: shorter });
            budget -= sessionMinutes(shorter);
            continue;
          }
          lines.push(t.skipNoTimeLine(name(w)));
          actions.push({ type: 'skip', workoutId: w.id, reason: 'no-time' });
        }
        return propose('minutes', state, title, lines, actions);
      },

      async block_out_dates({ from, to, note }) {
        const week = await states.active(turn.userId);
        const state = week ?? (await states.availabilityOnly(turn.userId));
        const cleanNote = note?.trim() || null;
        const title = t.awayTitle(from, to <= from ? from : to, cleanNote);
        const today = clock().toISOString().slice(0, 10);
        if (to < from) return refuse('away', state, title, t.refused.badRange);
        if (daysBetween(from, to) + 1 > MAX_BLACKOUT_DAYS)
          return refuse('away', state, title, t.refused.tooLong(MAX_BLACKOUT_DAYS));
        if (to < today) return refuse('away', state, title, t.refused.rangeOver(from, to));
        if (state.storedAvailability.blackouts.length >= MAX_BLACKOUTS)
          return refuse('away', state, title, t.refused.tooManyBlackouts);
        const { updatedAt: _updatedAt, ...current } = state.storedAvailability;
        const blackout = cleanNote ? { from, to, note: cleanNote } : { from, to };
        const next = normalisedAvailability({ ...current, blackouts: [...current.blackouts, blackout] });
        const lines = [t.blackoutLine(from, to)];
        const actions: ProposalAction[] = [];
        if (week && from <= week.lastDay && to >= week.today) {
          const { changes, texts } = await replan.changesWith(turn.userId, week.week.id, next);
          if (changes.length) {
            lines.push(...texts);
            actions.push({ type: 'replan', weekId: week.week.id, changes });
          }
        }
        actions.push({ type: 'blackout', from, to, note: cleanNote });
        // Only the availability changes: a later change to the week's sessions does not make this proposal stale.
        const basis = actions.some((a) => a.type === 'replan')
          ? state
          : { fingerprint: weekFingerprint([], state.storedAvailability.updatedAt) };
        return propose('away', basis, title, lines, actions);
      },
    };

    /** The nearest day of the week from today on where the session may go (the same checks as a move). */
    async function legalDayFor(state: WeekState, workout: WorkoutRecord, from: string): Promise<string | null> {
      const days = Array.from({ length: 7 }, (_, i) => addDays(state.week.firstDay, i))
        .filter((d) => d >= state.today && d !== from && !unusualDay(state, d))
        .sort((a, b) => Math.abs(daysBetween(from, a)) - Math.abs(daysBetween(from, b)) || b.localeCompare(a));
      for (const day of days) if (!(await moveRefusal(state, workout, day))) return day;
      return null;
    }

    return { tools, proposalIds: () => [...made] };
  };
}

export type CoachToolsFactory = ReturnType<typeof createCoachTools>;
