import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { latestFitnessQueryOptions } from '../../onboarding';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatStatusView } from '@shared/schemas/chat';

type FitnessLevels = NonNullable<ChatStatusView['fitnessLevels']>;
import { getOnboardingHistory, sendOnboardingMessage, type OnboardingSend } from '../api/onboarding-chat';
import { buildInitMessage } from '../lib/init-message';
import { CHAT_WAIT } from '../lib/chat-wait';
import { useTaskWaiter } from '../../../lib/task-status';
import type { BubbleMessage } from './message-bubble';

export type AssessmentState = 'initializing' | 'idle' | 'sending' | 'polling';

let nextId = 0;
const localId = () => `local-${Date.now()}-${nextId++}`;

/** The onboarding assessment chat's state machine (initialising, greeting, chatting, saving, done). */
export function useAssessmentChat() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<AssessmentState>('initializing');
  const [messages, setMessages] = useState<BubbleMessage[]>([]);
  const started = useRef(false);
  // The levels the coach saved: shown with a Continue button (the athlete moves on when they have read them).
  const [levels, setLevels] = useState<FitnessLevels | null>(null);
  const waitForAnswer = useTaskWaiter('onboardingChatStatus', CHAT_WAIT);

  const assistantSays = (content: string) =>
    setMessages((list) => [
      ...list,
      { id: localId(), role: 'assistant', content, timestamp: new Date().toISOString() },
    ]);

  /** POST, then poll; resolves with the assistant's answer. Errors carry the catalogue's situation names. */
  const ask = useCallback(
    async (
      payload: OnboardingSend,
      names: { send: string; failed: string; timeout: string },
    ): Promise<ChatStatusView> => {
      let started: { runId?: string; message?: string };
      try {
        started = await sendOnboardingMessage(payload);
      } catch (error) {
        throw new Error(names.send, { cause: error });
      }
      if (!started.runId) return { completed: true, status: 'completed', message: started.message ?? '' };
      setState('polling');
      const outcome = await waitForAnswer(started.runId);
      if (outcome.state === 'completed' && outcome.data) return outcome.data;
      throw new Error(outcome.state === 'failed' ? names.failed : names.timeout, { cause: outcome.data?.error });
    },
    [waitForAnswer],
  );

  const finishTurn = useCallback(
    (status: ChatStatusView) => {
      if (status.message) assistantSays(status.message);
      setState('idle');
      if (status.fitnessLevels) {
        void queryClient.invalidateQueries({ queryKey: latestFitnessQueryOptions().queryKey });
        setLevels(status.fitnessLevels);
      }
    },
    [queryClient],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const history = await getOnboardingHistory().catch(() => []);
        if (history.length > 0) {
          setMessages(history.map((m) => ({ id: m.id, role: m.role, content: m.message, timestamp: m.createdAt })));
          setState('idle');
          return;
        }
        const fitness = await queryClient
          .fetchQuery(latestFitnessQueryOptions())
          .catch(() => ({ swimLevel: 50, bikeLevel: 50, runLevel: 50 }));
        const message = buildInitMessage({
          language: i18n.language?.startsWith('pl') ? 'pl' : 'en',
          fitness,
          preferences: null,
        });
        finishTurn(
          await ask(
            { message, context: [], hidden: true },
            {
              send: 'Failed to initialize chat',
              failed: 'AI initialization failed',
              timeout: 'Initialization timed out',
            },
          ),
        );
      } catch (error) {
        console.error(error);
        assistantSays(t('chat.assessment.fallbackGreeting'));
        toast({ title: t('chat.assessment.startFreshToast') });
        setState('idle');
      }
    })();
  }, [ask, finishTurn, i18n.language, queryClient, t]);

  const send = useCallback(
    async (text: string) => {
      if (state !== 'idle' || !text.trim()) return;
      const context = messages.map((m) => ({ role: m.role, content: m.content }));
      setMessages((list) => [
        ...list,
        { id: localId(), role: 'user', content: text, timestamp: new Date().toISOString() },
      ]);
      setState('sending');
      try {
        finishTurn(
          await ask(
            { message: text, context },
            { send: 'Failed to get response', failed: 'AI processing failed', timeout: 'Response timed out' },
          ),
        );
      } catch (error) {
        console.error(error);
        toast({ variant: 'destructive', title: t('chat.assessment.sendFailedToast') });
        setState('idle');
      }
    },
    [ask, finishTurn, messages, state, t],
  );

  return { state, messages, send, levels };
}
