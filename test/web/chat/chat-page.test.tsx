import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '@shared/api/route-answers';
import type { UserAnswer } from '../support/fixtures';
import {
  answer,
  fakeFetch,
  renderApp,
  translations,
  userFixture,
  type FakeAnswer,
  type FakeCall,
} from '../support/render';

// Whole-app renders: over 5 s on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(extra: (c: FakeCall) => FakeAnswer | undefined) {
  return fakeFetch((c) => extra(c) ?? (c.path === '/api/user' ? answer('getUser', userFixture()) : undefined));
}

describe('/chat in-app assistant', () => {
  it('offers three suggested prompts, sends one, shows the thinking indicator and then the reply', async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/chat2/config') return answer('chatConfig', { assistantId: 'a-1' });
      if (c.path === '/api/chat2/conversations' && c.method === 'POST')
        return answer('createConversation', { conversationId: 'c-1', sessionId: 's-1' }, 202);
      if (c.path === '/api/chat2/status/s-1')
        return answer('assistantChatStatus', {
          completed: true,
          status: 'completed',
          message: 'Today: Track intervals (about 45 min).',
        });
      return undefined;
    });
    await renderApp('/chat');
    const suggestions = await screen.findByRole('list', { name: 'Suggested questions' });
    const buttons = within(suggestions).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'What is my workout today?',
      'How is my training progress going?',
      "Today's workout seemed too easy.",
    ]);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/chat2/config')).toBe(true));
    await userEvent.click(buttons[0]!);
    expect(await screen.findByText('What is my workout today?')).toBeInTheDocument();
    expect(screen.getByText('The coach is thinking...')).toBeInTheDocument();
    expect(
      await screen.findByText('Today: Track intervals (about 45 min).', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The coach is thinking...')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/chat2/conversations' && c.method === 'POST')!.body).toEqual({
      title: 'What is my workout today?',
      message: 'What is my workout today?',
      assistantId: 'a-1',
    });
  });

  it('Enter sends, Shift+Enter adds a newline, and follow-ups go to the same conversation', async () => {
    let status = 0;
    const { calls } = api((c) => {
      if (c.path === '/api/chat2/config') return answer('chatConfig', { assistantId: 'a-1' });
      if (c.path === '/api/chat2/conversations' && c.method === 'POST')
        return answer('createConversation', { conversationId: 'c-9', sessionId: 's-a' }, 202);
      if (c.path === '/api/chat2/conversations/c-9/messages' && c.method === 'POST')
        return answer('postConversationMessage', { sessionId: 's-b' }, 202);
      if (c.path.startsWith('/api/chat2/status/'))
        return answer('assistantChatStatus', { completed: true, status: 'completed', message: `reply ${++status}` });
      return undefined;
    });
    await renderApp('/chat');
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('line one\nline two');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(input, '{Enter}');
    expect(await screen.findByText('reply 1', undefined, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'again{Enter}');
    expect(await screen.findByText('reply 2', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/chat2/conversations/c-9/messages')!.body).toEqual({
      role: 'user',
      message: 'again',
    });
  });

  it("History shows 'No conversations yet', or the conversations to reopen", async () => {
    let list: RouteAnswer<'conversations'> = [];
    api((c) => {
      if (c.path === '/api/chat2/config') return answer('chatConfig', { assistantId: 'a-1' });
      if (c.path === '/api/chat2/history') return answer('conversations', list);
      if (c.path === '/api/chat2/conversations/c-2/messages')
        return answer('conversationMessages', [
          { id: 'm1', role: 'user', message: 'Old question', createdAt: '2026-11-20T10:00:00Z' },
          { id: 'm2', role: 'assistant', message: 'Old answer', createdAt: '2026-11-20T10:00:02Z' },
        ]);
      return undefined;
    });
    await renderApp('/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'History' }));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();

    list = [
      { id: 'c-2', title: 'Newer chat', createdAt: '2026-11-21T10:00:00Z' },
      { id: 'c-1', title: 'Older chat', createdAt: '2026-11-20T10:00:00Z' },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Chat menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'History' }));
    const items = await screen.findAllByRole('button', { name: /chat/ });
    expect(items.map((b) => b.textContent?.slice(0, 10))).toEqual(expect.arrayContaining(['Newer chat', 'Older chat']));
    await userEvent.click(screen.getByText('Newer chat'));
    expect(await screen.findByText('Old answer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Chat menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New chat' }));
    expect(await screen.findByRole('list', { name: 'Suggested questions' })).toBeInTheDocument();
  });
});

describe('assessment chat', () => {
  it('sends the hidden initialisation message with 50/50/50 when no levels exist, then shows the greeting', async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/chat/history') return answer('onboardingChatHistory', []);
      // No levels saved yet: the server answers null (not a 404).
      if (c.path === '/api/user/fitness/latest') return answer('getLatestFitness', null);
      if (c.path === '/api/chat' && c.method === 'POST') return answer('onboardingChat', { runId: 'r-1' }, 202);
      if (c.path === '/api/chat/status/r-1')
        return answer('onboardingChatStatus', {
          completed: true,
          status: 'completed',
          message: 'Hi! Tell me about your swimming.',
          fitnessLevels: null,
        });
      return undefined;
    });
    await renderApp('/chat');
    await userEvent.click(await screen.findByRole('tab', { name: 'Fitness assessment' }));
    expect(
      await screen.findByText('Hi! Tell me about your swimming.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    const init = calls.find((c) => c.path === '/api/chat' && c.method === 'POST')!.body as {
      message: string;
      context: unknown[];
      hidden: boolean;
      functions: Array<{ name: string }>;
    };
    expect(init.context).toEqual([]);
    expect(init.hidden).toBe(true);
    expect(init.functions.map((f) => f.name)).toEqual(['save_fitness_levels']);
    expect(init.message).toContain('Language: en');
    expect(init.message).toContain('swimming 50, cycling 50, running 50');
    expect(screen.queryByText(/Language: en/)).not.toBeInTheDocument();
  });

  it('shows the fallback greeting and the toast when the start fails, and a destructive toast when a send fails', async () => {
    api((c) => {
      if (c.path === '/api/chat/history') return answer('onboardingChatHistory', []);
      if (c.path === '/api/user/fitness/latest')
        return answer('getLatestFitness', { swimLevel: 20, bikeLevel: 30, runLevel: 40, dateStart: '2026-11-01' });
      if (c.path === '/api/chat' && c.method === 'POST') return { status: 500, body: { message: 'boom' } };
      return undefined;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/chat');
    await userEvent.click(await screen.findByRole('tab', { name: 'Fitness assessment' }));
    expect(
      await screen.findByText(
        "I'm having trouble analyzing your activity history. What type of training are you interested in?",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText("Could not analyze your previous activity. Let's start fresh!")).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'I swim a little{Enter}');
    expect(await screen.findByText('Failed to communicate with the assistant. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled());
  });
});

describe('assessment chat in onboarding step 2', () => {
  it('moves onboarding on once the coach has saved the levels, after showing its confirmation', async () => {
    let status: UserAnswer['onboardingStatus'] = '2';
    api((c) => {
      if (c.path === '/api/user') return answer('getUser', userFixture({ onboardingStatus: status }));
      if (c.path === '/api/chat/history')
        return answer('onboardingChatHistory', [
          { id: 'm1', role: 'assistant', message: 'How often do you run?', createdAt: '2026-11-22T10:00:00Z' },
        ]);
      if (c.path === '/api/user/fitness/latest')
        return answer('getLatestFitness', { swimLevel: 30, bikeLevel: 40, runLevel: 50, dateStart: '2026-11-01' });
      if (c.path === '/api/chat' && c.method === 'POST') return answer('onboardingChat', { runId: 'r-9' }, 202);
      if (c.path === '/api/chat/status/r-9') {
        status = '3';
        return answer('onboardingChatStatus', {
          completed: true,
          status: 'completed',
          message: 'I saved your fitness levels.',
          fitnessLevels: { swimLevel: 30, bikeLevel: 60, runLevel: 70 },
        });
      }
      return undefined;
    });
    await renderApp('/onboarding');
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    const chatTab = (translations('en') as { onboarding: { fitness: { methodChat: string } } }).onboarding.fitness
      .methodChat;
    await userEvent.click(await screen.findByRole('tab', { name: chatTab }, { timeout: 5000 }));
    // History exists, so no initialisation message: the chat is idle at once.
    expect(await screen.findByText('How often do you run?')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Three times a week{Enter}');
    expect(await screen.findByText('I saved your fitness levels.', undefined, { timeout: 3000 })).toBeInTheDocument();
    // The levels stay on screen with a Continue button: no move on by itself.
    expect(await screen.findByTestId('assessment-levels')).toHaveTextContent('Swim 30 · Bike 60 · Run 70');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('assessment-continue'));
    expect(await screen.findByText('Step 4 of 4', undefined, { timeout: 6000 })).toBeInTheDocument();
  }, 25_000);
});
