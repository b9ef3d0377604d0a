import type OpenAI from 'openai';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import type { Fitness } from '@shared/schemas/training';
import { logger } from '../../../lib/logger';
import type { ChatInput, ChatReply } from '../chat-types';
import { AI_INCOMPLETE_ANSWER, AI_REFUSED, AiError } from '../errors';
import { toAiError } from './call-errors';
import { isReasoningModel, MAX_OUTPUT_TOKENS, modelFor } from './config';
import { createDeadline, type OpenAiBudget } from './deadline';
import { fitnessTool, runFunctionCall } from './fitness-tool';
import { coachFunctionTools, runCoachCall } from './coach-tools';
import { renderPrompt } from './prompts';
import { safetyIdentifier } from './safety';
import { recordAiUsage } from '../usage';
import { hasRefusal } from './refusal';

const MAX_TOOL_ROUNDS = 3;

/**
 * One chat turn through the Responses API. Nothing is kept at OpenAI (store: false): the conversation is our own
 * history, sent each turn, and within the turn the function calls are answered (one function_call_output per call_id)
 * and sent back with the calls and the model's (encrypted) reasoning, so the model continues where it stopped.
 */
export async function chatTurn(
  client: OpenAI,
  input: ChatInput,
  userId: string | undefined,
  budget?: OpenAiBudget,
): Promise<ChatReply> {
  const task = input.mode === 'assessment' ? 'assessment' : 'chat';
  const deadline = createDeadline(budget);
  const base = renderPrompt(task, input.athlete.lang, input.athlete);
  const instructions = input.assistant?.systemPrompt ? `${input.assistant.systemPrompt}\n\n${base}` : base;
  const model = (input.mode === 'assistant' && input.assistant?.modelId) || modelFor(task);
  const tools =
    input.mode === 'assessment'
      ? input.saveFitnessLevels
        ? [fitnessTool]
        : undefined
      : input.coachTools
        ? coachFunctionTools
        : undefined;
  let next: ResponseInputItem[] = [...input.history, { role: 'user' as const, content: input.message }].map((t) => ({
    type: 'message' as const,
    role: t.role,
    content: t.content,
  }));
  let savedFitness: Fitness | null = null;
  let incompleteRetried = false;

  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    let response;
    try {
      response = await client.responses.create(
        {
          model,
          instructions,
          input: next,
          ...(tools ? { tools, parallel_tool_calls: false } : {}),
          // Without stored responses a reasoning model's thinking travels with the request, sealed.
          ...(tools && isReasoningModel(model) ? { include: ['reasoning.encrypted_content' as const] } : {}),
          max_output_tokens: MAX_OUTPUT_TOKENS[task],
          safety_identifier: safetyIdentifier(userId),
          store: false,
        },
        deadline.requestOptions(),
      );
    } catch (error) {
      throw toAiError(error, task);
    }
    recordAiUsage(response.usage);
    const calls = response.output.filter((item) => item.type === 'function_call');
    if (calls.length > 0) {
      const outputs: ResponseInputItem[] = [];
      for (const call of calls) {
        if (input.mode === 'assistant' && input.coachTools) {
          outputs.push({
            type: 'function_call_output',
            call_id: call.call_id,
            output: JSON.stringify(await runCoachCall(call, input.coachTools)),
          });
          continue;
        }
        const { output, saved } = await runFunctionCall(call, input.saveFitnessLevels);
        if (saved?.ok) savedFitness = saved.levels;
        outputs.push({ type: 'function_call_output', call_id: call.call_id, output: JSON.stringify(output) });
      }
      const carried = response.output.filter((item) => item.type === 'function_call' || item.type === 'reasoning');
      next = [...next, ...(carried as ResponseInputItem[]), ...outputs];
      continue;
    }
    const text = response.output_text?.trim() ?? '';
    if (response.status === 'incomplete' && response.incomplete_details?.reason === 'content_filter')
      throw new AiError(AI_REFUSED, false, 'content filter');
    if (!text && hasRefusal(response)) throw new AiError(AI_REFUSED, false, 'refusal');
    if (text && response.status !== 'incomplete') return { message: text, savedFitness };
    logger.warn('OpenAI chat answer incomplete or empty', {
      task,
      status: response.status,
      reason: response.incomplete_details?.reason,
    });
    if (incompleteRetried) break;
    incompleteRetried = true;
  }
  throw new AiError(AI_INCOMPLETE_ANSWER, false, 'no complete chat answer');
}
