import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createRateLimiter } from '../accounts/rate-limiter';
import { createProposalRepository } from '../chat-actions/proposal-repository';
import { taskServiceFor } from '../tasks/compose';
import { createAssistantRepository } from './assistant-repository';
import { createChatRepository } from './chat-repository';
import { createChatService } from './chat-service';
import { createToolCallRepository } from './tool-call-repository';

/** Wires the chat group's service (both chats) from the table and clock. */
export function createChatServices({ db, clock }: { db: Db; clock: Clock }) {
  return {
    chat: createChatService({
      chats: createChatRepository(db),
      assistants: createAssistantRepository(db),
      toolCalls: createToolCallRepository(db),
      proposals: createProposalRepository(db),
      limiter: createRateLimiter(db, clock),
      tasks: taskServiceFor({ db, clock }),
      clock,
    }),
  };
}
