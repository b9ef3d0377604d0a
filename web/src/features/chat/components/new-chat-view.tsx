import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

const PROMPTS = ['today', 'progress', 'tooEasy'] as const;

/** The empty conversation: three suggested prompts (today's workout, progress, today's workout was too easy). */
export function NewChatView({ onPrompt }: { onPrompt: (prompt: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <MessageCircle className="h-10 w-10 text-accent" aria-hidden="true" />
      <div>
        <h2 className="text-lg font-semibold">{t('chat.assistant.newTitle')}</h2>
        <p className="text-sm text-muted">{t('chat.assistant.newDescription')}</p>
      </div>
      <ul className="flex w-full max-w-md flex-col gap-2" aria-label={t('chat.assistant.suggestionsLabel')}>
        {PROMPTS.map((key) => (
          <li key={key}>
            <Button
              variant="outline"
              className="h-auto w-full justify-start whitespace-normal py-3 text-left"
              onClick={() => onPrompt(t(`chat.assistant.suggestions.${key}`))}
            >
              {t(`chat.assistant.suggestions.${key}`)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
