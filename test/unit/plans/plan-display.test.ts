import { describe, expect, it } from 'vitest';
import { enGbDate, phaseWeeks } from '../../../web/src/features/plans/lib/plan-dates';
import { dayMonth } from '@shared/calendar/days';
import { mondayOnOrAfter } from '@shared/calendar/weekdays';
import { weekLabel } from '@shared/weeks/dates';
import {
  byWeek,
  phaseForComingMonday,
  readOverview,
  volumeCell,
  type TrainingPhase,
} from '../../../web/src/features/plans/lib/plan-overview';
import { progressPercentage, weeksRemaining } from '../../../web/src/features/plans/lib/plan-progress';
import { formatDistance } from '../../../web/src/features/plans/lib/plan-format';
import { generationPhase } from '../../../web/src/features/plans/lib/generation-phase';

const phase = (phaseName: string, startDate: string, endDate: string): TrainingPhase => ({
  phaseName,
  startDate,
  endDate,
  focus: '',
  description: '',
  keyConsiderations: '',
});

describe('progress percentage', () => {
  it('is 100 minus weeks remaining as a share of total weeks, clamped to 0-100', () => {
    expect(progressPercentage(20, 20)).toBe(0);
    expect(progressPercentage(20, 15)).toBe(25);
    expect(progressPercentage(20, 0)).toBe(100);
    expect(progressPercentage(10, 12)).toBe(0);
    expect(progressPercentage(10, -3)).toBe(100);
    expect(progressPercentage(0, 5)).toBe(0);
    expect(progressPercentage(3, 1)).toBe(67);
  });

  it('counts whole weeks remaining until the event', () => {
    expect(weeksRemaining('2026-12-20', '2026-11-22')).toBe(4);
    expect(weeksRemaining('2026-12-21', '2026-11-22')).toBe(5);
    expect(weeksRemaining('2026-11-22', '2026-11-22')).toBe(0);
    expect(weeksRemaining('2026-11-01', '2026-11-22')).toBe(0);
  });
});

describe('phase for the coming Monday', () => {
  const phases = [phase('Base', '2026-11-02', '2026-11-29'), phase('Build', '2026-11-30', '2026-12-27')];

  it('uses today when today is a Monday', () => {
    expect(mondayOnOrAfter('2026-11-23')).toBe('2026-11-23');
    expect(phaseForComingMonday(phases, '2026-11-23')?.phaseName).toBe('Base');
  });

  it('looks ahead to next Monday on other days, across a phase boundary', () => {
    expect(mondayOnOrAfter('2026-11-24')).toBe('2026-11-30');
    expect(phaseForComingMonday(phases, '2026-11-24')?.phaseName).toBe('Build');
    // Sunday 29 Nov is still in Base, but the coming Monday is in Build.
    expect(phaseForComingMonday(phases, '2026-11-29')?.phaseName).toBe('Build');
  });

  it('finds nothing outside the plan', () => {
    expect(phaseForComingMonday(phases, '2027-01-05')).toBeNull();
    expect(phaseForComingMonday(undefined, '2026-11-24')).toBeNull();
  });
});

describe('date formats', () => {
  it('shows week badges as dd/mm from firstDay to firstDay + 6', () => {
    expect(dayMonth('2026-03-09')).toBe('09/03');
    expect(weekLabel('2026-12-28')).toEqual({ from: '28/12', to: '03/01' });
  });

  it('shows phase ranges in en-GB format and durations in whole weeks, rounded up', () => {
    expect(enGbDate('2026-03-09')).toBe('09/03/2026');
    expect(phaseWeeks('2026-11-02', '2026-11-29')).toBe(4);
    expect(phaseWeeks('2026-11-02', '2026-11-30')).toBe(5);
    expect(phaseWeeks('2026-11-02', '2026-11-02')).toBe(1);
  });

  it('shows swim in metres and the rest in km with one decimal', () => {
    expect(formatDistance('swim', 1900)).toBe('1900 m');
    expect(formatDistance('run', 21.0975)).toBe('21.1 km');
    expect(formatDistance('bike', 90)).toBe('90.0 km');
  });
});

describe('the stored overview', () => {
  it('is read from an object, a JSON string, or an inner planOverview', () => {
    const overview = { totalWeeks: 3, eventDescription: 'x' };
    expect(readOverview(overview)).toEqual(overview);
    expect(readOverview(JSON.stringify(overview))).toEqual(overview);
    expect(readOverview({ planOverview: overview })).toEqual(overview);
    expect(readOverview(JSON.stringify({ planOverview: JSON.stringify(overview) }))).toEqual(overview);
    expect(readOverview('not json')).toBeNull();
    expect(readOverview(null)).toBeNull();
  });

  it('orders weekly maps numerically and shows empty volume as -', () => {
    expect(byWeek({ '10': 'c', '2': 'b', '1': 'a' }).map(([w]) => w)).toEqual(['1', '2', '10']);
    expect(volumeCell(0)).toBe('-');
    expect(volumeCell(null)).toBe('-');
    expect(volumeCell(undefined)).toBe('-');
    expect(volumeCell(95.4)).toBe('95');
  });
});

describe('generation progress', () => {
  it('maps task status to the two steps', () => {
    expect(generationPhase('pending')).toBe('analyzing');
    expect(generationPhase('running')).toBe('building');
    expect(generationPhase('completed')).toBe('done');
    expect(generationPhase('failed')).toBe('failed');
  });
});
