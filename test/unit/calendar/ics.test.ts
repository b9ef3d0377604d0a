import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { workoutsCalendar } from '../../../functions/modules/calendar/ics';
import type { WorkoutRecord } from '../../../functions/modules/workouts/workout-record';
import type { WorkoutStep } from '@shared/schemas/training';

const step = (description: string, over: Partial<WorkoutStep> = {}): WorkoutStep => ({
  type: 'WorkoutStep',
  stepOrder: null,
  intensity: 'ACTIVE',
  description,
  durationType: 'TIME',
  durationValue: 600,
  targetType: 'HEART_RATE',
  targetValue: 2,
  targetValueLow: null,
  targetValueHigh: null,
  ...over,
});

const workout = (over: Partial<WorkoutRecord> = {}): WorkoutRecord => ({
  id: 'w1',
  userId: 'u1',
  weekId: 'wk1',
  day: '2026-12-03',
  isCompleted: false,
  userNotes: null,
  aiSummary: null,
  aiTaskId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  workoutDetails: {
    workoutName: 'Tempo; hills, and "more"',
    description: 'Żwawo po pagórkach, a long description that certainly needs folding at seventy-five octets per line',
    sport: 'RUNNING',
    estimatedDurationInSecs: 4200,
    steps: [
      step('Warm up'),
      {
        type: 'WorkoutRepeatStep',
        stepOrder: null,
        repeatValue: 4,
        steps: [
          step('Hill', {
            durationType: 'DISTANCE',
            durationValue: 400,
            targetType: 'PACE',
            targetValue: null,
            targetValueLow: 3.8,
            targetValueHigh: 4.2,
          }),
          step('Jog back'),
        ],
      },
    ],
  },
  ...over,
});

const events = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('the workouts as iCalendar', () => {
  it('reads back (RFC 5545 folding and escaping) as one all-day event per dated workout with its steps', () => {
    const ics = workoutsCalendar([workout(), workout({ id: 'w2', day: null })], 'en', 'https://tricoach.example');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Tricoach');
    const [event, ...rest] = events(ics);
    expect(rest).toEqual([]);
    expect(event!.uid).toBe('w1@tricoach');
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2026-12-03');
    expect(event!.summary).toBe('Run · Tempo; hills, and "more" (1h 10m)');
    expect(event!.description).toBe(
      [
        'Żwawo po pagórkach, a long description that certainly needs folding at seventy-five octets per line',
        '',
        'Steps:',
        '1. 10m · Warm up · HR zone 2',
        '2. 4 times:',
        '   1. 0.4 km · Hill · 4:23–3:58 min/km',
        '   2. 10m · Jog back · HR zone 2',
      ].join('\n'),
    );
    expect(event!.component.getFirstPropertyValue('last-modified')?.toString()).toBe('2026-11-21T10:00:00Z');
  });

  it("adds the athlete's bpm and watts next to the zone when thresholds are known", () => {
    const ride = workout({
      workoutDetails: { ...workout().workoutDetails, sport: 'CYCLING', steps: [step('Steady')] },
    });
    const [event] = events(
      workoutsCalendar([ride], 'en', 'https://tricoach.example', {
        maxHr: 190,
        thresholdHr: 170,
        runThresholdPace: null,
        swimCss: null,
        ftp: 250,
      }),
    );
    expect(event!.description).toMatch(/1\. 10m · Steady · HR zone 2, \d+–\d+ bpm, \d+–\d+ W$/);
  });

  it("speaks the athlete's language and ticks what was done", () => {
    const [event] = events(workoutsCalendar([workout({ isCompleted: true })], 'pl', 'https://tricoach.example'));
    expect(event!.summary).toBe('✓ Bieg · Tempo; hills, and "more" (1h 10m)');
    expect(event!.description).toMatch(/^Zrobione\n/);
    expect(event!.description).toContain('Kroki:\n1. 10m · Warm up · strefa tętna 2\n2. 4 razy:');
  });
});
