export interface InitContext {
  language: string;
  fitness: { swimLevel: number; bikeLevel: number; runLevel: number };
  preferences: string | null;
}

/** The hidden first message of the assessment chat: language, fitness levels, preferences and the instruction. */
export function buildInitMessage({ language, fitness, preferences }: InitContext): string {
  return [
    `Language: ${language}`,
    `Current fitness levels (0-100): swimming ${fitness.swimLevel}, cycling ${fitness.bikeLevel}, running ${fitness.runLevel}`,
    `Preferences: ${preferences?.trim() || 'none given'}`,
    'Instruction: start the fitness assessment. Greet the athlete and ask about their swimming background first, then cycling, then running, one question at a time. When you know enough, call save_fitness_levels.',
  ].join('\n');
}
