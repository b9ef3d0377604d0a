import { describe, expect, it } from 'vitest';
import type { AthleteContext } from '../../../functions/providers/ai/chat-types';
import { createOfflineCoach } from '../../../functions/providers/ai/offline/offline-coach';
import { finishWorkout, hr, mins, step } from '@shared/training/steps';

const easyRide = finishWorkout('Easy endurance ride', 'Zone 2 spin', 'CYCLING', [
  step('ACTIVE', mins(60), hr(2), 'Steady'),
]);
const intervals = finishWorkout('Track intervals', 'Short fast reps', 'RUNNING', [
  step('ACTIVE', mins(45), hr(4), 'Reps'),
]);

const withPlan: AthleteContext = {
  name: 'Ala',
  lang: 'en',
  today: '2026-11-24',
  fitness: { swimLevel: 40, bikeLevel: 50, runLevel: 60 },
  plan: {
    eventName: 'Gdynia 70.3',
    eventDate: '2027-06-06',
    eventType: 'half',
    weeksToEvent: 28,
    phase: { name: 'Base', focus: 'Aerobic endurance' },
    weekFocus: 'Build aerobic base',
    weekVolume: null,
    strategy: null,
  },
  activeWeek: {
    firstDay: '2026-11-23',
    trainingStyle: 'classic',
    goal: null,
    workouts: [
      { id: 'w1', day: '2026-11-23', isCompleted: true, details: easyRide },
      { id: 'w2', day: '2026-11-24', isCompleted: false, details: intervals },
    ],
  },
  recentActivities: [
    { activityType: 'CYCLING', startTime: '2026-11-23T07:00:00Z', durationSecs: 3600, distanceMeters: 30000 },
  ],
};

const ask = (
  message: string,
  athlete: AthleteContext,
  history: Array<{ role: 'user' | 'assistant'; content: string }> = [],
) => createOfflineCoach().chat({ mode: 'assistant', athlete, history, message });

describe('offline coach chat', () => {
  it("answers about today's workout from the stored week and says it is the offline coach", async () => {
    const reply = await ask("What's my workout today?", withPlan);
    expect(reply.message).toMatch(/offline coach/);
    expect(reply.message).toContain('Track intervals');
    expect(reply.message).toContain('45 min');
  });

  it('reports progress from the week and the recorded activities', async () => {
    const reply = await ask('How is my training progress?', withPlan, [{ role: 'assistant', content: 'hi' }]);
    expect(reply.message).toContain('completed 1 of 2 workouts');
    expect(reply.message).toContain('1 activities, 60 minutes');
    expect(reply.message).not.toMatch(/offline coach/);
  });

  it('tells the event and the phase', async () => {
    const reply = await ask('How far is my race?', withPlan, [{ role: 'assistant', content: 'hi' }]);
    expect(reply.message).toContain('Gdynia 70.3');
    expect(reply.message).toContain('28 weeks');
    expect(reply.message).toContain('Base');
  });

  it('handles "today\'s workout seemed too easy"', async () => {
    const reply = await ask("Today's workout seemed too easy", withPlan);
    expect(reply.message).toMatch(/harder/);
  });

  it('degrades gracefully without a plan, in Polish', async () => {
    const reply = await ask('Jaki mam dzisiaj trening?', { ...withPlan, lang: 'pl', plan: null, activeWeek: null });
    expect(reply.message).toMatch(/trenerem offline/);
    expect(reply.message).toMatch(/Nie masz jeszcze planu/);
  });
});
