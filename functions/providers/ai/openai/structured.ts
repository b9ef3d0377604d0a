import type OpenAI from 'openai';
import { zodTextFormat } from 'openai/helpers/zod';
import type * as z from 'zod';
import { logger } from '../../../lib/logger';
import { AI_INCOMPLETE_ANSWER, AI_INVALID_ANSWER, AI_REFUSED, AiError } from '../errors';
import { toAiError } from './call-errors';
import { MAX_OUTPUT_TOKENS, modelFor, reasoningFor, type AiTask } from './config';
import { createDeadline, type OpenAiBudget } from './deadline';
import { renderPrompt } from './prompts';
import { safetyIdentifier } from './safety';
import { hasRefusal } from './refusal';
import { recordAiUsage } from '../usage';

export interface StructuredRequest<S extends z.ZodType, T> {
  task: AiTask;
  schema: S;
  /** The json_schema format's name. */
  name: string;
  lang?: string;
  /** The athlete's data, rendered into the prompt file. */
  data: unknown;
  /** The user turn. */
  request: string;
  userId?: string;
  /** Converts, repairs and checks a parsed answer: the value to return, or the guardrail errors. */
  accept: (parsed: z.output<S>) => { value: T } | { errors: string[] };
}

/**
 * One structured-output call through the Responses API (responses.parse + zodTextFormat). An answer that is
 * incomplete, not valid JSON, off-schema or refused by the guardrails (after repair) is retried once;
 * then the task fails with a clear message.
 */
export async function generateStructured<S extends z.ZodType, T>(
  client: OpenAI,
  req: StructuredRequest<S, T>,
  budget?: OpenAiBudget,
): Promise<T> {
  const deadline = createDeadline(budget);
  const format = zodTextFormat(req.schema, req.name);
  const instructions = renderPrompt(req.task, req.lang, req.data);
  let failure: AiError = new AiError(AI_INVALID_ANSWER, false);
  for (let attempt = 1; attempt <= 2; attempt++) {
    let response;
    try {
      const model = modelFor(req.task);
      const reasoning = reasoningFor(req.task, model);
      response = await client.responses.parse(
        {
          model,
          ...(reasoning ? { reasoning } : {}),
          instructions,
          input: req.request,
          text: { format },
          max_output_tokens: MAX_OUTPUT_TOKENS[req.task],
          safety_identifier: safetyIdentifier(req.userId),
          store: false,
        },
        deadline.requestOptions(),
      );
    } catch (error) {
      if (isParseFailure(error)) {
        logger.warn('OpenAI answer was not valid JSON for the schema', {
          task: req.task,
          attempt,
          error: (error as Error).message,
        });
        failure = new AiError(AI_INVALID_ANSWER, false, 'invalid JSON or schema');
        continue;
      }
      throw toAiError(error, req.task);
    }
    recordAiUsage(response.usage);
    if (response.status === 'incomplete') {
      const reason = response.incomplete_details?.reason;
      logger.warn('OpenAI answer incomplete', { task: req.task, attempt, reason });
      if (reason === 'content_filter') throw new AiError(AI_REFUSED, false, 'content filter');
      failure = new AiError(AI_INCOMPLETE_ANSWER, false, reason ?? 'incomplete');
      continue;
    }
    if (response.status && response.status !== 'completed')
      throw new AiError(AI_INCOMPLETE_ANSWER, response.status === 'failed', `status ${response.status}`);
    const parsed = response.output_parsed;
    if (parsed === null || parsed === undefined) {
      failure = new AiError(hasRefusal(response) ? AI_REFUSED : AI_INVALID_ANSWER, false, 'nothing parsed');
      if (hasRefusal(response)) throw failure;
      continue;
    }
    const result = req.accept(parsed as z.output<S>);
    if ('value' in result) return result.value;
    logger.warn('OpenAI answer failed the guardrails', { task: req.task, attempt, errors: result.errors.slice(0, 10) });
    failure = new AiError(AI_INVALID_ANSWER, false, result.errors.slice(0, 3).join('; '));
  }
  throw failure;
}

function isParseFailure(error: unknown): boolean {
  const name = (error as Error)?.name;
  return error instanceof SyntaxError || name === 'ZodError' || name === '$ZodError';
}
