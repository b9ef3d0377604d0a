import { describe, expect, it } from 'vitest';
import { buildPlanOverview, buildWeekWorkouts } from '@shared/training';
import { summarizeWeek, summaryCounts } from '@shared/training/summary';
import type { SummaryWorkoutInput } from '@shared/training/types';
import { fullDistance } from './fixtures';

const FIRST = '2027-03-22';
const week = buildWeekWorkouts({
  plan: fullDistance,
  planOverview: buildPlanOverview(fullDistance),
  weekFirstDay: FIRST,
  trainingStyle: 'classic',
  lang: 'en',
});
const workouts: SummaryWorkoutInput[] = week.workouts.map((w, i) => ({
  id: `w${i}`,
  day: w.day,
  workoutDetails: w.workoutDetails,
  isCompleted: false,
}));
const secs = (ws: SummaryWorkoutInput[]) => ws.reduce((t, w) => t + w.workoutDetails.estimatedDurationInSecs, 0);

describe('the week summary counts only what is known', () => {
  it('nothing reported and no watch: nothing missed, the analysis says how many were not reported', () => {
    const summary = summarizeWeek({ weekFirstDay: FIRST, workouts, activities: [], lastAutomaticDay: null });
    expect(summary.missedKeySessions).toEqual([]);
    expect(summary.analysis).toContain(
      `${workouts.length} sessions were not reported: they count neither as done nor as missed.`,
    );
    expect(summary.nextWeekSuggestions[0]).toMatch(/^Nothing was recorded or reported this week/);
    expect(summaryCounts({ weekFirstDay: FIRST, workouts, activities: [], lastAutomaticDay: null })).toEqual({
      notReportedSessions: workouts.length,
      skippedSessions: 0,
    });
  });

  it('the same silence with a watch delivering is missed (as before)', () => {
    const summary = summarizeWeek({ weekFirstDay: FIRST, workouts, activities: [], lastAutomaticDay: '2027-03-28' });
    expect(summary.compliancePercent).toBe(0);
    expect(summary.missedKeySessions.length).toBeGreaterThan(0);
    expect(summary.analysis).not.toMatch(/not reported/);
  });

  it('reported done and skipped: compliance over the known sessions; the unreported ones left out', () => {
    const reported = workouts.map((w, i) =>
      i < 4
        ? { ...w, report: { status: 'done' as const } }
        : i === 4
          ? { ...w, report: { status: 'skipped' as const, reason: 'no-time' } }
          : w,
    );
    const summary = summarizeWeek({ weekFirstDay: FIRST, workouts: reported, activities: [], lastAutomaticDay: null });
    const known = reported.slice(0, 5);
    expect(summary.compliancePercent).toBe(Math.round((secs(known.slice(0, 4)) / secs(known)) * 100));
    expect(summary.analysis).toContain('You completed 4 of');
    expect(summary.analysis).toContain('1 session was skipped.');
    expect(summary.analysis).toContain(
      `${workouts.length - 5} ${workouts.length - 5 === 1 ? 'session was' : 'sessions were'} not reported`,
    );
  });

  it('in Polish', () => {
    const summary = summarizeWeek({
      weekFirstDay: FIRST,
      workouts,
      activities: [],
      lastAutomaticDay: null,
      lang: 'pl',
    });
    expect(summary.analysis).toContain(`Treningi bez informacji: ${workouts.length}.`);
  });
});
