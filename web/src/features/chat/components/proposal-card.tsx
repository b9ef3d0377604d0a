import { CalendarClock, Check, Loader2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatProposalView } from '@shared/schemas/chat-proposal';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useAnswerProposal } from '../api/chat-proposals';

/**
 * A change the coach proposed in the chat (issue 31 part 5), each line with its reason: Accept makes it, Keep leaves
 * the week. A proposal the safety checks refused says why and offers nothing to accept.
 */
export function ProposalCard({ proposal }: { proposal: ChatProposalView }) {
  const { t } = useTranslation();
  const [view, setView] = useState(proposal);
  const answer = useAnswerProposal(view.id);
  const decide = (choice: 'accept' | 'keep') => answer.mutate(choice, { onSuccess: setView });
  const refused = view.status === 'refused';

  return (
    <section
      className={`w-full rounded-2xl border bg-surface p-3 text-sm ${refused ? 'border-danger/40' : 'border-accent/40'}`}
      aria-label={`${t('chat.proposal.label')}: ${view.title}`}
      data-testid="chat-proposal"
      data-status={view.status}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <CalendarClock className={`h-4 w-4 ${refused ? 'text-danger' : 'text-accent'}`} aria-hidden="true" />
        {view.title}
      </h3>
      {view.lines.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {view.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {refused ? (
        <p className="mt-2 text-danger">{t('chat.proposal.refused', { reason: view.refusal ?? '' })}</p>
      ) : view.status === 'open' ? (
        <>
          <p className="mt-2 text-xs text-muted">{t('chat.proposal.pending')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => decide('accept')}
              disabled={answer.isPending}
              data-testid="chat-proposal-accept"
            >
              {answer.isPending && answer.variables === 'accept' ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Check className="h-4 w-4" aria-hidden="true" />
              )}
              {t('chat.proposal.accept')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => decide('keep')}
              disabled={answer.isPending}
              data-testid="chat-proposal-keep"
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {t('chat.proposal.keep')}
            </Button>
          </div>
        </>
      ) : (
        <p className="mt-2 text-muted" role="status">
          {t(`chat.proposal.${view.status}`)}
        </p>
      )}
      {answer.error && (
        <p role="alert" className="mt-2 text-danger">
          {errorText(answer.error)}
        </p>
      )}
    </section>
  );
}
