import { describe, expect, it } from 'vitest';
import type { AthleteContext, ChatInput, ChatTurn } from '../../../functions/providers/ai/chat-types';
import { createOfflineCoach } from '../../../functions/providers/ai/offline/offline-coach';
import { estimateLevel } from '../../../functions/providers/ai/offline/fitness-estimate';
import type { SaveFitnessLevelsArgs } from '@shared/schemas/chat';

const athlete = (lang: 'en' | 'pl' = 'en'): AthleteContext => ({
  name: null,
  lang,
  today: '2026-11-22',
  fitness: null,
  plan: null,
  activeWeek: null,
  recentActivities: [],
});

async function converse(answers: string[], lang: 'en' | 'pl' = 'en') {
  const coach = createOfflineCoach();
  const saves: SaveFitnessLevelsArgs[] = [];
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  const save: ChatInput['saveFitnessLevels'] = async (args) => {
    saves.push(args);
    return {
      ok: true,
      levels: {
        swimLevel: args.swimming_fitness_level,
        bikeLevel: args.cycling_fitness_level,
        runLevel: args.running_fitness_level,
      },
    };
  };
  for (const message of ['[init] language en, levels 50/50/50', ...answers]) {
    const reply = await coach.chat({
      mode: 'assessment',
      athlete: athlete(lang),
      history: [...history],
      message,
      saveFitnessLevels: save,
    });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.message });
    replies.push(reply.message);
  }
  return { replies, saves };
}

describe('offline assessment chat', () => {
  it('asks about swimming, cycling and running one at a time, then saves levels once', async () => {
    const { replies, saves } = await converse([
      'I never swim',
      'I ride to work every day, about 100 km a week',
      'I run 4 times a week, 50 km, did a marathon',
    ]);
    expect(replies[0]).toMatch(/offline coach/);
    expect(replies[0]).toMatch(/swimming/i);
    expect(replies[1]).toMatch(/cycling/i);
    expect(replies[2]).toMatch(/running/i);
    expect(saves).toHaveLength(1);
    const [levels] = saves;
    expect(levels!.swimming_fitness_level).toBeLessThan(20);
    expect(levels!.running_fitness_level).toBeGreaterThan(levels!.cycling_fitness_level);
    expect(replies[3]).toContain(`running ${levels!.running_fitness_level}`);
  });

  it('does not save again once the levels were saved', async () => {
    const { replies, saves } = await converse(['a little', 'sometimes', 'weekly', 'what now?']);
    expect(saves).toHaveLength(1);
    expect(replies[4]).toMatch(/already saved/);
  });

  it('speaks Polish to a Polish athlete', async () => {
    const { replies } = await converse(['Pływam rzadko'], 'pl');
    expect(replies[0]).toMatch(/trenerem offline/);
    expect(replies[1]).toMatch(/rower/i);
  });
});

describe('estimateLevel', () => {
  it('orders experience sensibly and stays within 0-100', () => {
    const never = estimateLevel("I can't swim", 'swim');
    const beginner = estimateLevel('I swim a little, rarely', 'swim');
    const regular = estimateLevel('I swim twice a week', 'swim');
    const racer = estimateLevel('Masters club, I race open water, 8 km a week', 'swim');
    const elite = estimateLevel('former national team swimmer', 'swim');
    expect(never).toBeLessThan(beginner);
    expect(beginner).toBeLessThan(regular);
    expect(regular).toBeLessThan(racer);
    expect(racer).toBeLessThanOrEqual(elite);
    for (const value of [
      never,
      beginner,
      regular,
      racer,
      elite,
      estimateLevel('999 km 99 times 99 years elite', 'run'),
    ]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });
});
