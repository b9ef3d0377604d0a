import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatProposalView } from '@shared/schemas/chat-proposal';
import { apiCall } from '../../../lib/api-call';

/**
 * Accept or Keep a chat proposal. An accepted one moves, rewrites or skips sessions (or blocks days out), so every
 * read of the week is read again, as after the readiness card's accept.
 */
export function useAnswerProposal(proposalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: 'accept' | 'keep'): Promise<ChatProposalView> =>
      choice === 'accept'
        ? apiCall('acceptChatProposal', { params: { proposalId } })
        : apiCall('keepChatProposal', { params: { proposalId } }),
    onSuccess: async (view) => {
      if (view.status === 'accepted') await client.invalidateQueries();
    },
  });
}
