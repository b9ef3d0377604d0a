import type {
  CheckInBody,
  ReadinessDecisionBody,
  ReadinessProposalView,
  ReadinessView,
} from '@shared/schemas/readiness';
import { addDays, daysBetween } from '@shared/calendar/days';
import { readinessOn } from '@shared/training/readiness/reading';
import type { CheckIn } from '@shared/training/readiness/types';
import type { Proposal } from '@shared/training/readiness/proposal';
import { BASELINE_DAYS } from '@shared/training/readiness/hrv';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { WeekRepository } from '../weeks/week-repository';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { WorkoutService } from '../workouts/workout-service';
import type { ReportService } from '../activities/report-service';
import type { WorkoutRecord } from '../workouts/workout-record';
import type { ReadinessRepository } from './readiness-repository';

/** A check-in may be typed for the last two weeks (a missed morning), or tomorrow in a time zone ahead of UTC. */
export const CHECK_IN_PAST_DAYS = 13;
/** Today's reading and proposal: the athlete's 'today' is within a day of the server's (time zones). */
const TODAY_SLACK_DAYS = 1;
export const PROPOSAL_CHANGED = "Today's proposal has changed since it was shown: look at it again";
export const ALREADY_DECIDED = 'You already chose for today';

export interface ReadinessServiceDeps {
  readiness: ReadinessRepository;
  weeks: Pick<WeekRepository, 'findActive'>;
  workouts: Pick<WorkoutRepository, 'get' | 'listByWeek'>;
  workoutService: Pick<WorkoutService, 'schedule' | 'saveModified' | 'saveAndSend'>;
  reports: Pick<ReportService, 'report'>;
  clock: Clock;
}

export function createReadinessService(deps: ReadinessServiceDeps) {
  const { readiness, clock } = deps;
  const serverToday = () => clock().toISOString().slice(0, 10);

  function checkDate(date: string, pastDays: number) {
    const offset = daysBetween(serverToday(), date);
    if (offset > TODAY_SLACK_DAYS || offset < -pastDays)
      throw badRequest(`Date must be within the last ${pastDays + 1} days`);
  }

  /** The active week's workouts when the week holds `date`; the proposal works inside it. */
  async function weekAround(
    userId: string,
    date: string,
  ): Promise<{ workouts: WorkoutRecord[]; lastDay: string } | null> {
    const week = await deps.weeks.findActive(userId);
    if (!week || week.deleted) return null;
    const lastDay = addDays(week.firstDay, 6);
    if (date < week.firstDay || date > lastDay) return null;
    const workouts = await deps.workouts.listByWeek(userId, week.id);
    return workouts ? { workouts, lastDay } : null;
  }

  /** `written`: a check-in being written meanwhile (the reads run beside the write, not after it). */
  async function compute(userId: string, date: string, written?: Promise<CheckIn>) {
    const [stored, week, lang, fresh] = await Promise.all([
      readiness.range(userId, addDays(date, -BASELINE_DAYS), date),
      weekAround(userId, date),
      readiness.langOf(userId),
      written,
    ]);
    const days = fresh
      ? [...stored.filter((d) => d.date !== date), { ...stored.find((d) => d.date === date), date, checkIn: fresh }]
      : stored;
    const day = days.find((d) => d.date === date);
    const reading = readinessOn(days, date);
    const decision = day?.decision ?? null;
    const canPropose = !decision && week && daysBetween(serverToday(), date) >= -TODAY_SLACK_DAYS;
    // The proposal's easier version needs the coach's workout engine and texts: loaded only on a day that may need it.
    const mayPropose = canPropose && (reading.sick || reading.verdict === 'caution' || reading.verdict === 'rest');
    const proposal = mayPropose
      ? (await import('@shared/training/readiness/proposal')).proposalFor(
          reading,
          week.workouts.map((w) => ({
            id: w.id,
            day: w.day,
            open: !w.isCompleted && !w.report,
            workoutDetails: w.workoutDetails,
          })),
          date,
          week.lastDay,
          lang,
        )
      : null;
    const { at: _at, ...checkIn } = (day?.checkIn ?? {}) as CheckIn & { at?: string };
    const view: ReadinessView = {
      date,
      checkIn: day?.checkIn ? checkIn : null,
      watch: day?.watch ?? null,
      reading,
      proposal: proposal && week ? proposalView(proposal, week.workouts) : null,
      decision,
    };
    return { view, proposal };
  }

  return {
    async view(userId: string, date: string): Promise<ReadinessView> {
      checkDate(date, CHECK_IN_PAST_DAYS);
      return (await compute(userId, date)).view;
    },

    async checkIn(userId: string, body: CheckInBody): Promise<ReadinessView> {
      checkDate(body.date, CHECK_IN_PAST_DAYS);
      const { date, ...values } = body;
      const checkIn: CheckIn & { at: string } = {
        ...values,
        sick: values.sick ?? false,
        restingHr: values.restingHr ?? null,
        hrvRmssd: values.hrvRmssd ?? null,
        at: clock().toISOString(),
      };
      return (
        await compute(
          userId,
          date,
          readiness.putCheckIn(userId, date, checkIn).then(() => checkIn),
        )
      ).view;
    },

    /**
     * Accept or Keep the proposal shown. The choice is stored first (once a day, conditionally), so a double click
     * never applies a change twice; if applying fails the choice is taken back and the athlete can try again.
     */
    async decide(userId: string, body: ReadinessDecisionBody): Promise<ReadinessView> {
      checkDate(body.date, TODAY_SLACK_DAYS);
      if (!(await deps.workouts.get(userId, body.workoutId))) throw notFound('Workout not found');
      const { view, proposal } = await compute(userId, body.date);
      if (view.decision) throw conflict(ALREADY_DECIDED);
      if (!proposal || proposal.kind !== body.kind || proposal.workoutId !== body.workoutId)
        throw conflict(PROPOSAL_CHANGED);
      const decision = {
        kind: proposal.kind,
        workoutId: proposal.workoutId,
        choice: body.choice,
        decidedAt: clock().toISOString(),
        verdict: view.reading.verdict,
        drivers: view.reading.drivers,
      };
      if (!(await readiness.decide(userId, body.date, decision))) throw conflict(ALREADY_DECIDED);
      if (body.choice === 'accept') {
        try {
          await apply(userId, body.date, proposal);
        } catch (error) {
          await readiness.removeDecision(userId, body.date);
          throw error;
        }
      }
      return (await compute(userId, body.date)).view;
    },
  };

  /** Each change goes the way the same change made by hand goes, so it reaches the watch the same way. */
  async function apply(userId: string, date: string, proposal: Proposal) {
    if (proposal.kind === 'rest') {
      await deps.reports.report(userId, proposal.workoutId, { status: 'skipped', reason: 'sick' });
    } else if (proposal.kind === 'swap') {
      await deps.workoutService.schedule(userId, proposal.workoutId, proposal.swapDate!);
      for (const id of proposal.swapWorkoutIds ?? []) await deps.workoutService.schedule(userId, id, date);
    } else {
      const workout = await deps.workouts.get(userId, proposal.workoutId);
      if (workout?.garminWorkoutId) await deps.workoutService.saveAndSend(userId, proposal.workoutId, proposal.eased!);
      else await deps.workoutService.saveModified(userId, proposal.workoutId, proposal.eased!);
    }
  }
}

function proposalView(p: Proposal, workouts: readonly WorkoutRecord[]): ReadinessProposalView {
  const nameOf = (id: string) => workouts.find((w) => w.id === id)?.workoutDetails.workoutName ?? '';
  return {
    kind: p.kind,
    workoutId: p.workoutId,
    workoutName: nameOf(p.workoutId),
    ...(p.eased
      ? { easedName: p.eased.workoutName, easedMinutes: Math.round(p.eased.estimatedDurationInSecs / 60) }
      : {}),
    ...(p.swapDate ? { swapDate: p.swapDate, swapWorkoutNames: (p.swapWorkoutIds ?? []).map(nameOf) } : {}),
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
