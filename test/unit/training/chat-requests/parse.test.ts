import { describe, expect, it } from 'vitest';
import { dateRangeIn, parseChatRequest, resolveWorkout, type WeekWorkout } from '@shared/training/chat-requests';

// A Thursday.
const TODAY = '2027-03-04';

describe('the chat requests the offline coach acts on', () => {
  it.each([
    ["I'm sick today", 'en'],
    ['I am ill, fever since the morning', 'en'],
    ['Feeling unwell', 'en'],
    ['Jestem chory', 'pl'],
    ['jestem dziś chora', 'pl'],
    ['Mam grypę', 'pl'],
  ])('"%s" (%s) is being sick today', (message) => {
    expect(parseChatRequest(message, TODAY)).toEqual({ kind: 'sick', date: TODAY });
  });

  it('"sick tomorrow" is tomorrow; a question about illness that says no one is sick is not a request', () => {
    expect(parseChatRequest("I think I'll be sick tomorrow, I'm ill already", TODAY)).toEqual({
      kind: 'sick',
      date: '2027-03-05',
    });
    expect(parseChatRequest('Should I train when I have knee pain?', TODAY)).toBeNull();
    expect(parseChatRequest('How is my week going?', TODAY)).toBeNull();
  });

  it.each([
    ['move my long ride to Sunday', { sport: 'CYCLING', long: true, hard: false, onDay: null }, '2027-03-07'],
    [
      "Can you move today's run to tomorrow?",
      { sport: 'RUNNING', long: false, hard: false, onDay: TODAY },
      '2027-03-05',
    ],
    [
      'Move the intervals on Friday to Saturday please',
      { sport: null, long: false, hard: true, onDay: '2027-03-05' },
      '2027-03-06',
    ],
    ['przenieś długą jazdę na niedzielę', { sport: 'CYCLING', long: true, hard: false, onDay: null }, '2027-03-07'],
    ['Przesuń dzisiejszy bieg na jutro', { sport: 'RUNNING', long: false, hard: false, onDay: TODAY }, '2027-03-05'],
    [
      'przełóż pływanie z piątku na sobotę',
      { sport: 'SWIMMING', long: false, hard: false, onDay: '2027-03-05' },
      '2027-03-06',
    ],
  ])('"%s" moves a session', (message, workout, to) => {
    expect(parseChatRequest(message, TODAY)).toEqual({ kind: 'move', workout, to });
  });

  it('a weekday is the next one from today on (today itself included)', () => {
    expect(parseChatRequest('move my run to Thursday', TODAY)).toMatchObject({ to: TODAY });
    expect(parseChatRequest('move my run to Wednesday', TODAY)).toMatchObject({ to: '2027-03-10' });
    expect(parseChatRequest('przenieś bieg na środę', TODAY)).toMatchObject({ to: '2027-03-10' });
    expect(parseChatRequest('przenieś bieg na poniedziałek', TODAY)).toMatchObject({ to: '2027-03-08' });
  });

  it.each([
    ['I only have 40 minutes tomorrow', 40, '2027-03-05'],
    ['Tomorrow I have just 30 min', 30, '2027-03-05'],
    ['I have 45 minutes on Saturday', 45, '2027-03-06'],
    ['only 25 min today', 25, TODAY],
    ['Jutro mam tylko 40 minut', 40, '2027-03-05'],
    ['mam dziś jedynie 30 minut', 30, TODAY],
    ['W sobotę mam 60 minut', 60, '2027-03-06'],
  ])('"%s" is %i minutes on a day', (message, minutes, date) => {
    expect(parseChatRequest(message, TODAY)).toEqual({ kind: 'minutes', date, minutes });
  });

  it('minutes done are not minutes available', () => {
    expect(parseChatRequest('I have done 40 minutes today, was it enough?', TODAY)).toBeNull();
  });

  it.each([
    ["I'm travelling 12-15 March", '2027-03-12', '2027-03-15', 'Travelling'],
    ['I am away March 12-15 on a business trip', '2027-03-12', '2027-03-15', 'Business trip'],
    ['On holiday from 28 March to 2 April', '2027-03-28', '2027-04-02', 'Holiday'],
    ['Wyjeżdżam 12-15 marca', '2027-03-12', '2027-03-15', 'Wyjazd'],
    ['Jestem w podróży od 12 do 15 marca', '2027-03-12', '2027-03-15', 'Wyjazd'],
    ['urlop 28 marca - 2 kwietnia', '2027-03-28', '2027-04-02', 'Urlop'],
  ])('"%s" is time away', (message, from, to, note) => {
    expect(parseChatRequest(message, TODAY)).toEqual({ kind: 'away', from, to, note });
  });

  it('a range already over this year is next year; a range over the new year ends in the next one', () => {
    expect(dateRangeIn('1-3 March', TODAY)).toEqual({ from: '2028-03-01', to: '2028-03-03' });
    expect(dateRangeIn('28 December - 3 January', TODAY)).toEqual({ from: '2027-12-28', to: '2028-01-03' });
    expect(dateRangeIn('30-31 February', TODAY)).toBeNull();
    expect(parseChatRequest("I'm travelling tomorrow", TODAY)).toEqual({
      kind: 'away',
      from: '2027-03-05',
      to: '2027-03-05',
      note: 'Travelling',
    });
  });
});

const step = (intensity: 'ACTIVE' | 'INTERVAL') => ({
  type: 'WorkoutStep' as const,
  stepOrder: 1,
  intensity,
  description: null,
  durationType: 'TIME' as const,
  durationValue: 600,
  targetType: 'OPEN' as const,
});
const workout = (
  id: string,
  day: string,
  sport: WeekWorkout['details']['sport'],
  minutes: number,
  hard = false,
  isCompleted = false,
): WeekWorkout => ({
  id,
  day,
  isCompleted,
  details: {
    sport,
    workoutName: id,
    estimatedDurationInSecs: minutes * 60,
    steps: [step(hard ? 'INTERVAL' : 'ACTIVE')] as never,
  },
});

describe('which session the athlete means', () => {
  const week = [
    workout('ride-tue', '2027-03-02', 'CYCLING', 150, false, true),
    workout('ride-fri', '2027-03-05', 'CYCLING', 60, true),
    workout('ride-sat', '2027-03-06', 'CYCLING', 120),
    workout('run-thu', TODAY, 'RUNNING', 45),
    workout('run-sun', '2027-03-07', 'RUNNING', 90),
  ];

  it('the long ride is the longest ride still to do; a done one is not moved', () => {
    expect(resolveWorkout({ sport: 'CYCLING', long: true, hard: false, onDay: null }, week, TODAY)).toEqual({
      kind: 'one',
      workoutId: 'ride-sat',
    });
    expect(resolveWorkout({ sport: null, long: true, hard: false, onDay: null }, week, TODAY)).toEqual({
      kind: 'one',
      workoutId: 'ride-sat',
    });
  });

  it('a day, or hard, picks one; several runs without more are several; a sport the week lacks is none', () => {
    expect(resolveWorkout({ sport: 'RUNNING', long: false, hard: false, onDay: TODAY }, week, TODAY)).toEqual({
      kind: 'one',
      workoutId: 'run-thu',
    });
    expect(resolveWorkout({ sport: null, long: false, hard: true, onDay: null }, week, TODAY)).toEqual({
      kind: 'one',
      workoutId: 'ride-fri',
    });
    expect(resolveWorkout({ sport: 'RUNNING', long: false, hard: false, onDay: null }, week, TODAY)).toEqual({
      kind: 'several',
      workoutIds: ['run-thu', 'run-sun'],
    });
    expect(resolveWorkout({ sport: 'SWIMMING', long: false, hard: false, onDay: null }, week, TODAY)).toEqual({
      kind: 'none',
    });
  });
});
