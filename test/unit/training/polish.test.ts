import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildPlanOverview,
  buildSingleWorkout,
  buildWeekWorkouts,
  checkPlanOverview,
  checkWeek,
  checkWorkout,
  modifyWorkout,
  summarizeWeek,
} from '@shared/training';
import {
  planOverviewSchema,
  type GeneratedWeek,
  type SportVolume,
  type WorkoutDetails,
} from '@shared/schemas/training';
import { planInputArb } from './arbitraries';
import { fullDistance } from './fixtures';

/** Phrases the engine writes in English; none may reach a Polish athlete. */
const ENGLISH = [
  /\b(the|and|with|your|you|of|at|for|is)\b/i,
  /\b(easy|recovery|long|intervals?|tempo run|brick|opener|swim|run|ride|bike|warm|cool|steady|threshold|race pace|zone)\b/i,
  /\b(week|sessions?|minutes|planned|completed|missed|shortened|lengthened|nothing was changed|set for|swapped)\b/i,
  /\b(Base|Build|Peak|Race Week|Transition)\b/,
];
/** Words of the athlete's own input, which the engine quotes as given. */
const ATHLETE_TEXT = /Ironman Frankfurt|Half in May|Long rides on Saturday|Age-grouper, two marathons done|\w+ race\b/g;
const NOT_TEXT = new Set([
  'day',
  'startDate',
  'endDate',
  'targetEvent',
  'sport',
  'type',
  'intensity',
  'durationType',
  'targetType',
  'workoutId',
  'activityId',
]);

function texts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NOT_TEXT.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, key));
  // The overview's facts are codes (the web renders them in the reader's language), not text.
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k === 'facts' ? [] : texts(v, k)));
  return [];
}

function expectPolish(value: unknown): void {
  const all = texts(value);
  expect(all.length).toBeGreaterThan(0);
  for (const s of all) {
    const own = s.replace(ATHLETE_TEXT, '');
    for (const re of ENGLISH) expect(own, `English in: ${s}`).not.toMatch(re);
  }
}

const plan = buildPlanOverview(fullDistance, { lang: 'pl' });
const fitness = fullDistance.fitness;
const weekOf = (n: number) => addDays(fullDistance.planStarts, (n - 1) * 7);
const week = (n: number, requirementsPrompt: string | null = null): GeneratedWeek =>
  buildWeekWorkouts({
    plan: fullDistance,
    planOverview: plan,
    weekFirstDay: weekOf(n),
    trainingStyle: 'classic',
    requirementsPrompt,
    lang: 'pl',
  });

describe('the offline coach in Polish', () => {
  it('writes the whole plan overview in Polish and it still passes the guardrails', () => {
    expect(checkPlanOverview(plan, fullDistance).errors).toEqual([]);
    expect(planOverviewSchema.safeParse(plan).success).toBe(true);
    expectPolish(plan);
    expect(plan.trainingPhases.map((p) => p.phaseName)).toEqual([
      'Baza',
      'Budowanie',
      'Szczyt formy',
      'Taper',
      'Tydzień startowy',
    ]);
    expect(plan.eventDescription).toContain('27 czerwca 2027');
    expect(plan.eventDescription).toContain('bieg 42,2 km');
    expect(plan.notes).toContain('Strefy tętna 1-5');
    expect(plan.trainingTips.join(' ')).toMatch(/rozgrzewki.*schłodzenie/);
    // Same structure and load as the English plan: only the words differ.
    const english = buildPlanOverview(fullDistance);
    expect(plan.weeklyVolume).toEqual(english.weeklyVolume);
    expect(english.trainingPhases[0].phaseName).toBe('Base');
  });

  it('writes weeks in Polish (workouts, steps, goal, overview, requirement notes) within the guardrails', () => {
    const previous: SportVolume[] = [];
    for (const n of [1, 4, 18, 22, 29, 30]) {
      const w = week(n, n === 4 ? 'no swimming, away on friday' : n === 18 ? 'easy week please' : null);
      const r = checkWeek(w, {
        weekFirstDay: weekOf(n),
        workoutDays: fullDistance.workoutDays,
        workoutsPerWeek: fullDistance.workoutsPerWeek,
        eventDate: fullDistance.primaryEvent.date,
        phaseName:
          plan.trainingPhases.find((p) => p.startDate <= weekOf(n) && weekOf(n) <= p.endDate)?.phaseName ?? null,
        previousWeekVolumes: previous,
      });
      expect(r.errors).toEqual([]);
      expectPolish(w);
      expect(w.overview).toMatch(new RegExp(`^Tydzień ${n} z 30 `));
    }
    expect(week(4, 'no swimming, away on friday').overview).toContain('Zgodnie z prośbą bez treningu: piątek.');
    expect(week(18).overview).toMatch(/Kluczowe treningi: .*Długa jazda/);
    expect(week(30).overview).toContain('Dzień startu: 27 czerwca 2027');
  });

  it('writes single workouts in Polish for every sport and prompt kind', () => {
    const prompts = [
      '45 min easy',
      '1h intervals',
      '140 min long',
      '10 km tempo',
      'open water 40 min',
      'opener',
      'technique',
      'brick 20 min',
      'treadmill 50 min',
      'trainer 60 min',
      '',
    ];
    for (const sport of ['RUNNING', 'CYCLING', 'SWIMMING'] as const)
      for (const prompt of prompts) {
        const w = buildSingleWorkout({
          sport,
          prompt,
          fitness,
          planOverview: plan,
          weekFirstDay: weekOf(18),
          lang: 'pl',
        });
        expect(checkWorkout(w).errors).toEqual([]);
        expectPolish(w);
      }
    const run = buildSingleWorkout({ sport: 'RUNNING', prompt: '1h intervals', fitness, lang: 'pl' });
    expect(run.workoutName).toMatch(/^Interwały biegowe \d+×\d+ min S4 \((\d+ min|\dh(\d\d)?)\)$/);
    expect(run.description).toContain('w strefie tętna 4');
  });

  it('explains modifications in Polish and keeps the workout within the guardrails', () => {
    const run = buildSingleWorkout({ sport: 'RUNNING', prompt: '60 min intervals', fitness, lang: 'pl' });
    const requests = [
      '20 minutes shorter',
      'make it easier',
      'harder',
      'fewer intervals',
      'more intervals',
      'swap to the bike',
      'treadmill',
      'move the hard part to the end',
      '20 % longer',
      'make it 30 min',
      'open water',
      'gibberish',
    ];
    const results = requests.map((r) => modifyWorkout(run, r, { fitness, lang: 'pl' }));
    for (const m of results) {
      expect(checkWorkout(m.workout).errors).toEqual([]);
      expectPolish({ explanation: m.explanation, workout: m.workout });
    }
    expect(results[0].explanation).toMatch(/^Skrócono z 1h\d* do \d+ min\.$/);
    expect(results[3].explanation).toMatch(/^Mniej interwałów: \d+ → \d+ powtórze/);
    expect(results[3].workout.workoutName).toMatch(/^Interwały biegowe \d+×\d+ min S4 \((\d+ min|\dh(\d\d)?)\)$/);
    expect(results[6].workout.workoutName).toMatch(/\(bieżnia\)$/);
    expect(results[10].understood).toBe(false);
    expect(results[10].explanation).toContain('nie pasuje do treningu biegowego');
    expect(results[11].explanation).toMatch(/^Nic nie zmieniono: nie zrozumiałem prośby/);
  });

  it('summarises the week in Polish, naming missed key sessions as planned', () => {
    const w = week(18);
    const workouts = w.workouts.map((x, i) => ({
      id: `w${i}`,
      day: x.day,
      workoutDetails: x.workoutDetails as WorkoutDetails,
      isCompleted: false,
    }));
    const first = workouts[0];
    const s = summarizeWeek({
      weekFirstDay: weekOf(18),
      workouts,
      activities: [
        {
          id: 'a1',
          activityType: 'running',
          startTime: `${first.day}T07:00:00Z`,
          durationSecs: first.workoutDetails.estimatedDurationInSecs,
        },
        { id: 'a2', activityType: 'cycling', startTime: `${weekOf(18)}T18:00:00Z`, durationSecs: 1800 },
      ],
      lang: 'pl',
    });
    expectPolish({ analysis: s.analysis, suggestions: s.nextWeekSuggestions, missed: s.missedKeySessions });
    expect(s.analysis).toMatch(new RegExp(`^Wykonane treningi: \\d+ z ${workouts.length} zaplanowanych`));
    expect(s.missedKeySessions.some((n) => /^Długa jazda/.test(n))).toBe(true);
    expect(s.nextWeekSuggestions.join(' ')).toContain('Powtórz opuszczony długi trening');
    const empty = summarizeWeek({ weekFirstDay: weekOf(18), workouts: [], activities: [], lang: 'pl' });
    expect(empty.nextWeekSuggestions).toEqual(['Zaplanuj normalny tydzień: na ten nic nie było zaplanowane.']);
  });

  it('understands Polish weekly requirements and modification requests', () => {
    const w = week(18, 'bez pływania, w piątek wyjazd');
    expect(w.workouts.some((x) => x.workoutDetails.sport === 'SWIMMING')).toBe(false);
    expect(w.workouts.some((x) => x.day === addDays(weekOf(18), 4))).toBe(false);
    expect(w.overview).toContain('Zgodnie z prośbą w tym tygodniu bez pływania.');
    expect(week(18, 'lżejszy tydzień, jestem zmęczony').overview).toContain('lżejszy tydzień');

    const run = buildSingleWorkout({ sport: 'RUNNING', prompt: '60 min interwały', fitness, lang: 'pl' });
    const mins = (x: WorkoutDetails) => Math.round(x.estimatedDurationInSecs / 60);
    expect(mins(modifyWorkout(run, 'krócej o 20 minut', { fitness, lang: 'pl' }).workout)).toBeLessThan(mins(run) - 15);
    expect(modifyWorkout(run, 'zrób lżej', { fitness, lang: 'pl' }).explanation).toMatch(/^Lżej: /);
    expect(modifyWorkout(run, 'zamień bieg na rower', { fitness, lang: 'pl' }).workout.sport).toBe('CYCLING');
    expect(modifyWorkout(run, 'mniej interwałów', { fitness, lang: 'pl' }).explanation).toMatch(/^Mniej interwałów: /);
    expect(mins(modifyWorkout(run, 'mam tylko 40 min', { fitness, lang: 'pl' }).workout)).toBe(40);
  });

  it('random Polish athletes get plans and weeks that pass the guardrails', () => {
    fc.assert(
      fc.property(planInputArb, fc.double({ min: 0, max: 1, noNaN: true }), (input, at) => {
        const p = buildPlanOverview(input, { lang: 'pl' });
        expect(checkPlanOverview(p, input).errors).toEqual([]);
        const n = 1 + Math.floor(at * (p.totalWeeks - 1));
        const weekFirstDay = addDays(input.planStarts, (n - 1) * 7);
        const w = buildWeekWorkouts({
          plan: input,
          planOverview: p,
          weekFirstDay,
          trainingStyle: 'classic',
          lang: 'pl',
        });
        expect(
          checkWeek(w, {
            weekFirstDay,
            workoutDays: input.workoutDays,
            workoutsPerWeek: input.workoutsPerWeek,
            eventDate: input.primaryEvent.date,
          }).errors,
        ).toEqual([]);
        expectPolish({ plan: p, week: w });
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('random Polish single workouts and modifications (English or Polish requests) pass checkWorkout', () => {
    const requests = [
      '20 minutes shorter',
      'krócej o 20 minut',
      'wydłuż o 30 %',
      'lżej',
      'mocniej',
      'mniej interwałów',
      'dodaj 2 powtórzenia',
      'zamień na rower',
      'przenieś na basen',
      'na bieżni',
      'na trenażerze',
      'przenieś mocną część na koniec',
      'mam tylko 30 min',
      'zaśpiewaj piosenkę',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('SWIMMING', 'CYCLING', 'RUNNING' as const),
        fc.constantFrom(
          null,
          'mam 1h na bieg',
          '45 min spokojnie',
          '10 km tempo',
          'interwały',
          '2h długa jazda',
          '1500 m technika',
          'wody otwarte',
        ),
        fc.record({
          swimLevel: fc.integer({ min: 0, max: 100 }),
          bikeLevel: fc.integer({ min: 0, max: 100 }),
          runLevel: fc.integer({ min: 0, max: 100 }),
        }),
        fc.constantFrom(...requests),
        (sport, prompt, f, request) => {
          const w = buildSingleWorkout({ sport, prompt, fitness: f, lang: 'pl' });
          expect(checkWorkout(w).errors).toEqual([]);
          const m = modifyWorkout(w, request, { fitness: f, lang: 'pl' });
          expect(checkWorkout(m.workout).errors).toEqual([]);
          expectPolish({ w, explanation: m.explanation, m: m.workout });
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
