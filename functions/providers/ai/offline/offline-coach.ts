import {
  buildPlanOverview,
  buildSingleWorkout,
  buildWeekWorkouts,
  checkPlanOverview,
  checkWeek,
  checkWorkout,
  modifyWorkout,
  summarizeWeek,
} from '@shared/training/index';
import type { GuardrailResult } from '@shared/schemas/training';
import { logger } from '../../../lib/logger';
import { AI_INVALID_ANSWER, AiError } from '../errors';
import type { AiProvider } from '../port';
import { weekCheckContext } from '../week-check';
import { assessmentTurn } from './assessment';
import { assistantTurn } from './assistant-chat';

/** The engine promises guardrail-clean results; checking again keeps both providers under one rule. */
function checked<T>(value: T, verdict: GuardrailResult, what: string): T {
  if (verdict.ok) return value;
  logger.error('Offline coach result failed the guardrails', { what, errors: verdict.errors.slice(0, 10) });
  throw new AiError(AI_INVALID_ANSWER, false, verdict.errors.slice(0, 3).join('; '));
}

/** The built-in offline coach: the deterministic training engine behind the AI port. */
export function createOfflineCoach(): AiProvider {
  return {
    name: 'offline',
    async generatePlan(input, meta) {
      const overview = buildPlanOverview(input, { lang: meta?.lang });
      return checked(overview, checkPlanOverview(overview, input), 'plan');
    },
    async generateWeek(input, meta) {
      const week = buildWeekWorkouts({ ...input, lang: input.lang ?? meta?.lang });
      return checked(week, checkWeek(week, weekCheckContext(input)), 'week');
    },
    async generateWorkout(input, meta) {
      const workout = buildSingleWorkout({ ...input, lang: input.lang ?? meta?.lang });
      return checked(workout, checkWorkout(workout), 'workout');
    },
    async modifyWorkout({ workout, request, context }, meta) {
      const result = modifyWorkout(workout, request, { ...context, lang: context?.lang ?? meta?.lang });
      return checked(result, checkWorkout(result.workout), 'modification');
    },
    async summarizeWeek({ weekFirstDay, workouts, activities, lang, lastAutomaticDay }, meta) {
      return summarizeWeek({ weekFirstDay, workouts, activities, lang: lang ?? meta?.lang, lastAutomaticDay });
    },
    async chat(input) {
      return input.mode === 'assessment' ? assessmentTurn(input) : assistantTurn(input);
    },
  };
}
