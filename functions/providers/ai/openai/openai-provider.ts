import type OpenAI from 'openai';
import {
  generatedWeekSchema,
  modifiedWorkoutSchema,
  planOverviewAiSchema,
  planOverviewFromAi,
  weekSummarySchema,
  workoutDetailsSchema,
} from '@shared/schemas/training';
import { checkPlanOverview, checkWeek, checkWorkout, repairWeek, repairWorkout } from '@shared/training/index';
import { pacesFor } from '@shared/training/profile';
import type { AiProvider } from '../port';
import { weekCheckContext } from '../week-check';
import { chatTurn } from './chat';
import { createOpenAiClient, type OpenAiClientOptions } from './client';
import type { OpenAiBudget } from './deadline';
import { generateStructured } from './structured';

const guarded = <T>(value: T, verdict: { ok: boolean; errors: string[] }): { value: T } | { errors: string[] } =>
  verdict.ok ? { value } : { errors: verdict.errors };

/** The OpenAI implementation of the AI port: Responses API only, every answer through the engine's guardrails. */
export function createOpenAiProvider(
  options: (OpenAiClientOptions | { client: OpenAI }) & { budget?: OpenAiBudget },
): AiProvider {
  const client = 'client' in options ? options.client : createOpenAiClient(options);
  const budget = options.budget;
  return {
    name: 'openai',

    generatePlan: (input, meta) =>
      generateStructured(
        client,
        {
          task: 'plan',
          schema: planOverviewAiSchema,
          name: 'plan_overview',
          lang: meta?.lang,
          data: input,
          request: 'Write the plan overview.',
          userId: meta?.userId,
          accept: (parsed) => {
            const overview = planOverviewFromAi(parsed);
            return guarded(overview, checkPlanOverview(overview, input));
          },
        },
        budget,
      ),

    generateWeek: (input, meta) =>
      generateStructured(
        client,
        {
          task: 'week',
          schema: generatedWeekSchema,
          name: 'training_week',
          lang: input.lang ?? meta?.lang,
          data: input,
          request: input.requirementsPrompt?.trim() || 'Write this week of training.',
          userId: meta?.userId,
          accept: (parsed) => {
            const week = repairWeek(parsed, {
              bikeThreshold: pacesFor(input.fitness ?? input.plan.fitness).bikeThreshold,
              ftp: input.thresholds?.ftp,
            });
            return guarded(week, checkWeek(week, weekCheckContext(input)));
          },
        },
        budget,
      ),

    generateWorkout: (input, meta) =>
      generateStructured(
        client,
        {
          task: 'workout',
          schema: workoutDetailsSchema,
          name: 'workout',
          lang: input.lang ?? meta?.lang,
          data: input,
          request: input.prompt?.trim() || 'Generate a workout that fits my current training plan and fitness level',
          userId: meta?.userId,
          accept: (parsed) => {
            const workout = repairWorkout({ ...parsed, sport: input.sport });
            return guarded(workout, checkWorkout(workout));
          },
        },
        budget,
      ),

    modifyWorkout: (input, meta) =>
      generateStructured(
        client,
        {
          task: 'modify',
          schema: modifiedWorkoutSchema,
          name: 'modified_workout',
          lang: input.context?.lang ?? meta?.lang,
          data: { workout: input.workout, athlete: input.context ?? {} },
          request: input.request,
          userId: meta?.userId,
          accept: (parsed) => {
            const workout = parsed.understood ? repairWorkout(parsed.workout) : input.workout;
            return guarded({ ...parsed, workout }, checkWorkout(workout));
          },
        },
        budget,
      ),

    summarizeWeek: (input, meta) =>
      generateStructured(
        client,
        {
          task: 'summary',
          schema: weekSummarySchema,
          name: 'week_summary',
          lang: input.lang ?? meta?.lang,
          data: input,
          request: 'Summarise this week.',
          userId: meta?.userId,
          accept: (parsed) => ({ value: parsed }),
        },
        budget,
      ),

    chat: (input, meta) => chatTurn(client, input, meta?.userId, budget),
  };
}
