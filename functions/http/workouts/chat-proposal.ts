import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { ProposalDecisionService } from '../../modules/chat-actions/proposal-decision-service';

export const acceptChatProposal =
  (proposals: ProposalDecisionService): RouteHandler<RouteById<'acceptChatProposal'>> =>
  async ({ params, session }) =>
    ok(await proposals.accept(session.userId, params.proposalId));

export const keepChatProposal =
  (proposals: ProposalDecisionService): RouteHandler<RouteById<'keepChatProposal'>> =>
  async ({ params, session }) =>
    ok(await proposals.keep(session.userId, params.proposalId));
