import type { ChatInput, ChatReply } from '../chat-types';
import { estimateLevel, type SportKey } from './fitness-estimate';
import { texts, textsFor } from './texts';

const ORDER: SportKey[] = ['swim', 'bike', 'run'];

/** Which sport an assistant message asked about (the coach's own questions, in either language). */
function askedSport(message: string): SportKey | null {
  for (const lang of ['en', 'pl'] as const) {
    for (const sport of ORDER) if (message.includes(texts[lang].questions[sport])) return sport;
  }
  return null;
}

function isSavedMessage(message: string): boolean {
  return [texts.en, texts.pl].some((t) => message.startsWith(t.saved(0, 0, 0).slice(0, 25)));
}

/**
 * The offline assessment interview: swimming, cycling and running, one question each; after the last answer it
 * calls save_fitness_levels with levels estimated from the answers.
 */
export async function assessmentTurn(input: ChatInput): Promise<ChatReply> {
  const t = textsFor(input.athlete.lang);
  const turns = [...input.history, { role: 'user' as const, content: input.message }];
  if (input.history.some((turn) => turn.role === 'assistant' && isSavedMessage(turn.content)))
    return { message: t.alreadySaved, savedFitness: null };

  const answers: Partial<Record<SportKey, string>> = {};
  let lastAsked: SportKey | null = null;
  for (const turn of turns) {
    if (turn.role === 'assistant') lastAsked = askedSport(turn.content);
    else if (lastAsked) answers[lastAsked] = turn.content;
  }
  const next = ORDER.find((sport) => answers[sport] === undefined);
  if (next) {
    const greeting = input.history.length === 0 ? `${t.assessmentGreeting} ` : '';
    return { message: `${greeting}${t.questions[next]}`, savedFitness: null };
  }

  const levels = {
    swimming_fitness_level: estimateLevel(answers.swim!, 'swim'),
    cycling_fitness_level: estimateLevel(answers.bike!, 'bike'),
    running_fitness_level: estimateLevel(answers.run!, 'run'),
  };
  const saved = input.saveFitnessLevels ? await input.saveFitnessLevels(levels) : null;
  if (!saved?.ok) return { message: t.saveFailed, savedFitness: null };
  return {
    message: t.saved(saved.levels.swimLevel, saved.levels.bikeLevel, saved.levels.runLevel),
    savedFitness: saved.levels,
  };
}
