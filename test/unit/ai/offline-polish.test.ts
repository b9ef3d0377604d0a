import { describe, expect, it } from 'vitest';
import { createOfflineCoach } from '../../../functions/providers/ai/offline/offline-coach';
import { fullDistance } from '../training/fixtures';

const fitness = fullDistance.fitness;

describe('the offline coach writes in the athlete language on every call', () => {
  const coach = createOfflineCoach();

  it('plan (lang from the call meta), week, workout, modification and summary', async () => {
    const plan = await coach.generatePlan(fullDistance, { userId: 'u-pl', lang: 'pl' });
    expect(plan.trainingPhases[0].phaseName).toBe('Baza');
    expect(plan.overallStrategySummary).toMatch(/^Plan na 30 tyg\./);

    const week = await coach.generateWeek({
      plan: fullDistance,
      planOverview: plan,
      weekFirstDay: '2027-03-29',
      trainingStyle: 'classic',
      lang: 'pl',
    });
    expect(week.overview).toMatch(/^Tydzień 18 z 30 \(Budowanie\)/);
    const fromMeta = await coach.generateWeek(
      { plan: fullDistance, planOverview: plan, weekFirstDay: '2027-03-29', trainingStyle: 'classic' },
      { lang: 'pl' },
    );
    expect(fromMeta.overview).toBe(week.overview);

    const workout = await coach.generateWorkout({ sport: 'SWIMMING', prompt: '45 min technique', fitness, lang: 'pl' });
    expect(workout.workoutName).toMatch(/^Pływanie techniczne \d+ m$/);

    const modified = await coach.modifyWorkout({
      workout,
      request: 'make it easier',
      context: { fitness, lang: 'pl' },
    });
    expect(modified.explanation).toMatch(/^Lżej: /);
    const viaMeta = await coach.modifyWorkout({ workout, request: 'make it easier' }, { lang: 'pl' });
    expect(viaMeta.explanation).toBe(modified.explanation);

    const summary = await coach.summarizeWeek({
      weekFirstDay: '2027-03-29',
      workouts: week.workouts.map((w, i) => ({
        id: `w${i}`,
        day: w.day,
        workoutDetails: w.workoutDetails,
        isCompleted: i < 3,
      })),
      activities: [],
      lang: 'pl',
    });
    expect(summary.analysis).toMatch(new RegExp(`^Wykonane treningi: 3 z ${week.workouts.length} zaplanowanych`));
  });

  it('stays English without a language', async () => {
    const plan = await coach.generatePlan(fullDistance);
    expect(plan.trainingPhases[0].phaseName).toBe('Base');
    const workout = await coach.generateWorkout({ sport: 'RUNNING', prompt: '45 min easy', fitness });
    expect(workout.workoutName).toBe('Easy Run 45 min');
  });
});
