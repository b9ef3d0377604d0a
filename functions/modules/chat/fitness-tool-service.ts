import type { SaveFitnessLevelsArgs } from '@shared/schemas/chat';
import { saveFitnessLevelsArgs } from '@shared/schemas/chat';
import type { Db } from '../../db/client';
import { epochSeconds } from '../../db/keys';
import type { Clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import type { SaveFitnessResult } from '../../providers/ai/chat-types';
import { platformFor } from '../../composition/platform';
import { createAccountServices, type AccountServices } from '../accounts/compose';
import { createToolCallRepository, type ToolCallRepository } from './tool-call-repository';

const GUARD_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * save_fitness_levels for one assessment task: re-validates the arguments (0-100), stores a user_fitness row through
 * the accounts service (which moves onboarding 2 -> 3), once per task even when the task runs again.
 */
export function createFitnessToolService({
  profile,
  toolCalls,
  clock,
}: {
  profile: Pick<AccountServices['profile'], 'saveFitness'>;
  toolCalls: ToolCallRepository;
  clock: Clock;
}) {
  return (userId: string, taskId: string) =>
    async (args: SaveFitnessLevelsArgs): Promise<SaveFitnessResult> => {
      const parsed = saveFitnessLevelsArgs.safeParse(args);
      if (!parsed.success) return { ok: false, error: 'Each level must be a number from 0 to 100' };
      const already = await toolCalls.find(userId, taskId);
      if (already) return { ok: true, levels: already };
      const levels = {
        swimLevel: Math.round(parsed.data.swimming_fitness_level),
        bikeLevel: Math.round(parsed.data.cycling_fitness_level),
        runLevel: Math.round(parsed.data.running_fitness_level),
      };
      await profile.saveFitness(userId, levels);
      const now = clock();
      await toolCalls.record(
        userId,
        taskId,
        levels,
        now.toISOString(),
        epochSeconds(new Date(now.getTime() + GUARD_TTL_MS)),
      );
      logger.info('Fitness levels saved by the assessment chat', { taskId });
      return { ok: true, levels };
    };
}

/** The same over the table, through the accounts services (the assessment chat's task type). */
export function fitnessToolFor(db: Db, clock: Clock) {
  return createFitnessToolService({
    profile: createAccountServices(platformFor(db, clock)).profile,
    toolCalls: createToolCallRepository(db),
    clock,
  });
}
