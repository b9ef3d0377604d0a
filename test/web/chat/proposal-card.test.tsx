import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatProposalView } from '@shared/schemas/chat-proposal';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const WEEK_CHANGED = 'Your week changed since this proposal was made: ask the coach again';

const card = (status: ChatProposalView['status'], extra: Partial<ChatProposalView> = {}): ChatProposalView => ({
  id: 'p-1',
  kind: 'move',
  status,
  title: 'Move Long ride',
  lines: ['Long ride moves from Saturday 28 November to Sunday 29 November.'],
  expiresAt: '2026-11-28T10:00:00Z',
  ...extra,
});

function chatWith(
  reply: { message: string; proposals: ChatProposalView[] },
  extra: (c: FakeCall) => FakeAnswer | undefined = () => undefined,
) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/chat2/config') return answer('chatConfig', { assistantId: 'a-1' });
    if (c.path === '/api/chat2/conversations' && c.method === 'POST')
      return answer('createConversation', { conversationId: 'c-1', sessionId: 's-1' }, 202);
    if (c.path === '/api/chat2/status/s-1')
      return answer('assistantChatStatus', { completed: true, status: 'completed', ...reply });
    return extra(c);
  });
}

async function ask(message: string) {
  await renderApp('/chat');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), `${message}{Enter}`);
  return screen.findByTestId('chat-proposal', undefined, { timeout: 3000 });
}

describe('a proposal card in the coach chat', { timeout: 30_000 }, () => {
  it('shows the change with Accept and Keep; Accept posts it and the card says it is done', async () => {
    const { calls } = chatWith({ message: 'Here is what I propose.', proposals: [card('open')] }, (c) =>
      c.path === '/api/chat2/proposals/p-1/accept' && c.method === 'POST'
        ? answer('acceptChatProposal', card('accepted'))
        : undefined,
    );
    const shown = await ask('move my long ride to Sunday');
    expect(within(shown).getByRole('heading', { name: 'Move Long ride' })).toBeInTheDocument();
    expect(
      within(shown).getByText('Long ride moves from Saturday 28 November to Sunday 29 November.'),
    ).toBeInTheDocument();
    expect(within(shown).getByText('Nothing changes until you accept.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/chat2/proposals/'))).toBe(false);

    await userEvent.click(within(shown).getByRole('button', { name: 'Accept' }));
    expect(await within(shown).findByText('Accepted: your week is changed.')).toBeInTheDocument();
    expect(shown).toHaveAttribute('data-status', 'accepted');
    expect(within(shown).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/chat2/proposals/p-1/accept')).toHaveLength(1);
  });

  it("Keep leaves the week; a week changed meanwhile shows the server's reason and keeps the buttons", async () => {
    let accepts = 0;
    chatWith({ message: 'Here is what I propose.', proposals: [card('open')] }, (c) => {
      if (c.path === '/api/chat2/proposals/p-1/accept') {
        accepts += 1;
        return { status: 409, body: { error: WEEK_CHANGED, message: WEEK_CHANGED, code: 'proposal_week_changed' } };
      }
      if (c.path === '/api/chat2/proposals/p-1/keep') return answer('keepChatProposal', card('kept'));
      return undefined;
    });
    const shown = await ask('move my long ride to Sunday');
    await userEvent.click(within(shown).getByRole('button', { name: 'Accept' }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent(
      'Your week changed since this proposal was made: ask the coach again',
    );
    await userEvent.click(within(shown).getByRole('button', { name: 'Keep' }));
    expect(await within(shown).findByText('Kept: nothing changed.')).toBeInTheDocument();
    expect(accepts).toBe(1);
  });

  it('a refused proposal says why and offers nothing to accept', async () => {
    chatWith({
      message: "I can't propose that.",
      proposals: [card('refused', { lines: [], refusal: 'Sunday 29 November is blocked out (Wedding).' })],
    });
    const shown = await ask('move my long ride to Sunday');
    expect(within(shown).getByText('Not proposed: Sunday 29 November is blocked out (Wedding).')).toBeInTheDocument();
    expect(within(shown).queryByRole('button')).not.toBeInTheDocument();
  });
});
