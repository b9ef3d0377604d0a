import { describe, expect, it } from 'vitest';
import type { GeneratedWeek, PlanInput } from '@shared/schemas/training';
import {
  addDays,
  buildPlanOverview,
  buildWeekWorkouts,
  checkWeek,
  checkWorkout,
  repairWorkout,
  weekVolume,
} from '@shared/training';
import { daysBetween } from '@shared/calendar/days';
import { isHardWorkout } from '@shared/training/intensity';
import { periodise } from '@shared/training/periodisation';
import { buildSession } from '@shared/training/sessions';
import { buildStrengthSession, pickStrengthDays } from '@shared/training/strength';
import { MAX_WARMUP_SHARE } from '@shared/training/references';

/**
 * Published figures the strength rule is held to (docs/decisions/013-coaching-rules.md, rule 8):
 * - ACSM (2009), Progression models in resistance training, MSSE 41(3): novices train 2-3 days a week, and the
 *   same muscle groups get at least 48 h between sessions.
 * - Ronnestad, Hansen & Raastad (2010), Eur J Appl Physiol 110: after 12 weeks at two sessions a week, ONE session
 *   a week kept the gains through the competition season (a second session is not needed then).
 * - Bosquet et al. (2007): nothing that adds fatigue in the taper (volume cut 41-60 %, 8-14 days).
 */
const ACSM_DAYS_PER_WEEK = [2, 3];
const ACSM_REST_HOURS = 48;
const RONNESTAD_IN_SEASON_PER_WEEK = 1;

const olympic = (weeks: number, sessions: number): PlanInput => {
  const planStarts = '2027-01-04';
  return {
    primaryEvent: {
      name: 'Race',
      date: addDays(planStarts, (weeks - 1) * 7 + 6),
      type: 'olympic',
      swimDistance: 1500,
      bikeDistance: 40,
      runDistance: 10,
      bikeElevation: null,
      runElevation: null,
    },
    secondaryEvents: [],
    fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
    workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    workoutsPerWeek: sessions,
    trainingPreferences: null,
    personalDescription: null,
    planStarts,
    today: addDays(planStarts, -3),
  };
};

function weeksOf(input: PlanInput): { kind: string; phase: string; week: GeneratedWeek; weekFirstDay: string }[] {
  const plan = buildPlanOverview(input);
  const p = periodise(input);
  return p.weeks.map((w) => {
    const weekFirstDay = addDays(input.planStarts, (w.week - 1) * 7);
    return {
      kind: w.kind,
      phase: w.phase,
      weekFirstDay,
      week: buildWeekWorkouts({ plan: input, planOverview: plan, weekFirstDay, trainingStyle: 'classic' }),
    };
  });
}

const strengthOf = (week: GeneratedWeek) => week.workouts.filter((w) => w.workoutDetails.sport === 'STRENGTH_TRAINING');

describe('strength and mobility sessions', { timeout: 60_000 }, () => {
  it('a session is a timed circuit that passes the guardrails, in either language, with a short warm-up', () => {
    for (const lang of ['en', 'pl'] as const)
      for (const minutes of [20, 30]) {
        const s = buildStrengthSession(minutes, lang);
        expect(s.sport).toBe('STRENGTH_TRAINING');
        expect(checkWorkout(s).errors).toEqual([]);
        expect(isHardWorkout(s)).toBe(false);
        expect(s.estimatedDurationInSecs).toBeLessThanOrEqual(minutes * 60);
        const warm = s.steps[0];
        expect(warm.type === 'WorkoutStep' && warm.intensity === 'WARMUP' && warm.durationValue).toBeLessThanOrEqual(
          s.estimatedDurationInSecs * MAX_WARMUP_SHARE,
        );
        // The name states what the steps hold: the rounds and the duration.
        const rounds = s.steps[1].type === 'WorkoutRepeatStep' ? s.steps[1].repeatValue : 0;
        expect(s.workoutName).toContain(String(rounds));
        expect(s.workoutName).toContain(`${Math.round(s.estimatedDurationInSecs / 60)} min`);
      }
  });

  it("base weeks get ACSM's twice a week, 48 h apart; build and peak one (Ronnestad 2010); none in taper or race week", () => {
    for (const sessions of [6, 9]) {
      for (const { phase, kind, week, weekFirstDay } of weeksOf(olympic(20, sessions))) {
        const strength = strengthOf(week);
        const days = strength.map((w) => w.day).sort();
        // Twice when the calendar has room (6 sessions on 7 days); a full week (9) may only fit one.
        if (phase === 'base' && kind === 'load')
          expect(days.length).toBe(sessions <= 6 ? ACSM_DAYS_PER_WEEK[0] : days.length || NaN);
        if ((phase === 'build' || phase === 'peak') && kind === 'load')
          expect(days.length).toBe(RONNESTAD_IN_SEASON_PER_WEEK);
        if (phase === 'taper' || phase === 'race') expect(days).toEqual([]);
        expect(days.length).toBeLessThanOrEqual(ACSM_DAYS_PER_WEEK[1]);
        for (let i = 1; i < days.length; i++)
          expect(daysBetween(days[i - 1], days[i]) * 24).toBeGreaterThanOrEqual(ACSM_REST_HOURS);
        // Never the day before a long or hard session nor the day of a long one; the athlete's session count is untouched.
        const key = (w: GeneratedWeek['workouts'][number]) =>
          isHardWorkout(w.workoutDetails) || /^Long/.test(w.workoutDetails.workoutName);
        for (const day of days) {
          expect(week.workouts.filter((w) => w.day === addDays(day, 1) && key(w))).toEqual([]);
          expect(week.workouts.filter((w) => w.day === day && /^Long/.test(w.workoutDetails.workoutName))).toEqual([]);
        }
        expect(week.workouts.length - strength.length).toBeLessThanOrEqual(sessions);
        expect(
          checkWeek(week, { weekFirstDay, workoutDays: olympic(20, sessions).workoutDays, workoutsPerWeek: sessions })
            .errors,
        ).toEqual([]);
      }
    }
  });

  it('strength minutes are not swim, bike or run minutes', () => {
    const s = buildStrengthSession(30);
    expect(weekVolume([{ workoutDetails: s }])).toEqual({ swim: 0, bike: 0, run: 0 });
  });

  it('days: no room next to key sessions means no strength session, never a third workout on a day', () => {
    const days = ['2027-01-04', '2027-01-05', '2027-01-06'];
    const placed = [
      { day: '2027-01-04', hard: true, long: false },
      { day: '2027-01-05', hard: false, long: true },
      { day: '2027-01-06', hard: false, long: false },
      { day: '2027-01-06', hard: false, long: false },
    ];
    expect(pickStrengthDays(days, placed, 2, 2, null)).toEqual([]);
    expect(pickStrengthDays([...days, '2027-01-08'], placed, 2, 2, null)).toEqual(['2027-01-08']);
    expect(pickStrengthDays(['2027-01-08', '2027-01-09', '2027-01-10'], [], 2, 2, null)).toEqual([
      '2027-01-08',
      '2027-01-10',
    ]);
    expect(pickStrengthDays(['2027-01-08', '2027-01-09'], [], 2, 2, '2027-01-10')).toEqual(['2027-01-08']);
  });

  it('guardrails: an AI week with three strength sessions, or one in race week, is refused; paced strength steps are repaired', () => {
    const s = buildStrengthSession(30);
    const week = (days: string[]): GeneratedWeek => ({
      goal: '',
      overview: '',
      workouts: days.map((day) => ({ day, workoutDetails: s })),
    });
    const ctx = { weekFirstDay: '2027-01-04', workoutDays: olympic(10, 6).workoutDays, workoutsPerWeek: 6 };
    expect(checkWeek(week(['2027-01-04', '2027-01-06', '2027-01-08']), ctx).errors.join()).toMatch(
      /3 strength sessions/,
    );
    expect(checkWeek(week(['2027-01-04']), { ...ctx, eventDate: '2027-01-09' }).errors.join()).toMatch(/race week/);
    expect(checkWeek(week(['2027-01-04', '2027-01-05']), ctx).warnings.join()).toMatch(/without a rest day/);
    const paced = {
      ...s,
      steps: s.steps.map((x) =>
        x.type === 'WorkoutStep' ? { ...x, targetType: 'PACE' as const, targetValueLow: 2, targetValueHigh: 3 } : x,
      ),
    };
    expect(checkWorkout(paced).ok).toBe(false);
    expect(checkWorkout(repairWorkout(paced)).errors).toEqual([]);
  });
});

describe('week guardrail: hard sessions a week', () => {
  it('refuses a fourth hard session (Seiler 2010: ~80 % easy; at most 3 hard a week, rule 4)', () => {
    const hard = buildSessionForTest();
    const days = ['2027-01-04', '2027-01-06', '2027-01-08', '2027-01-10'];
    const week = (n: number): GeneratedWeek => ({
      goal: '',
      overview: '',
      workouts: days.slice(0, n).map((day) => ({ day, workoutDetails: hard })),
    });
    const ctx = { weekFirstDay: '2027-01-04', workoutDays: olympic(10, 6).workoutDays, workoutsPerWeek: 6 };
    expect(checkWeek(week(3), ctx).errors).toEqual([]);
    expect(checkWeek(week(4), ctx).errors.join()).toMatch(/4 hard sessions \(at most 3\)/);
  });
});

function buildSessionForTest() {
  const s = buildSession({
    sport: 'run',
    kind: 'intervals',
    minutes: 60,
    phase: 'build',
    fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
    distance: 'olympic',
  });
  expect(isHardWorkout(s)).toBe(true);
  return s;
}
