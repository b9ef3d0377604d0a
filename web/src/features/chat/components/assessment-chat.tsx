import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { AssessmentInput } from './assessment-input';
import { MessageList } from './message-list';
import { useAssessmentChat } from './use-assessment-chat';

/**
 * The onboarding fitness assessment chat. Once the coach has saved the athlete's levels it shows them with a
 * Continue button; `onComplete` runs on that click, never by itself (the levels stay readable).
 */
export function AssessmentChat({ onComplete }: { onComplete?: () => void }) {
  const { t } = useTranslation();
  const { state, messages, send, levels } = useAssessmentChat();
  const busy = state !== 'idle';
  return (
    <div className="space-y-3">
      <section
        aria-label={t('chat.assessment.title')}
        data-state={state}
        className="flex h-[28rem] flex-col rounded-2xl border border-line bg-surface"
      >
        <MessageList messages={messages} thinking={busy} />
        <AssessmentInput disabled={busy || Boolean(levels)} onSend={(message) => void send(message)} />
      </section>
      {levels && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary/10 p-4 sm:flex-row sm:items-center"
          data-testid="assessment-levels"
        >
          <CheckCircle2 className="hidden h-6 w-6 shrink-0 text-primary sm:block" aria-hidden="true" />
          <div className="flex-1">
            <p className="text-sm font-semibold">{t('chat.assessment.levelsTitle')}</p>
            <p className="text-sm tabular-nums">{t('chat.assessment.levels', levels)}</p>
          </div>
          <Button onClick={() => onComplete?.()} data-testid="assessment-continue">
            {t('chat.assessment.continue')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
