import { useTranslation } from 'react-i18next';
import { AssessmentInput } from './assessment-input';
import { MessageList } from './message-list';
import { useAssessmentChat } from './use-assessment-chat';

/** The onboarding fitness assessment chat; `onComplete` runs once the coach has saved the athlete's levels. */
export function AssessmentChat({ onComplete }: { onComplete?: () => void }) {
  const { t } = useTranslation();
  const { state, messages, send } = useAssessmentChat(onComplete);
  const busy = state !== 'idle';
  return (
    <section aria-label={t('chat.assessment.title')} data-state={state} className="flex h-[28rem] flex-col rounded-2xl border border-line bg-surface">
      <MessageList messages={messages} thinking={busy} />
      <AssessmentInput disabled={busy} onSend={(message) => void send(message)} />
    </section>
  );
}
