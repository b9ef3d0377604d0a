import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { MAX_CHAT_MESSAGE } from '@shared/schemas/chat-limits';

/** The assessment's one-line input: Enter sends, Shift+Enter does not; disabled unless the chat is idle. */
export function AssessmentInput({ disabled, onSend }: { disabled: boolean; onSend: (message: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || !value.trim()) return;
    onSend(value.trim());
    setValue('');
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-line p-3">
      <Input
        aria-label={t('chat.inputLabel')}
        placeholder={t('chat.assessment.placeholder')}
        value={value}
        maxLength={MAX_CHAT_MESSAGE}
        disabled={disabled}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.shiftKey) event.preventDefault();
        }}
      />
      <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={disabled || !value.trim()}>
        <SendHorizontal className="h-4 w-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
