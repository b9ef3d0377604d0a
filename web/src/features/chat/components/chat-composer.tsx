import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { MAX_CHAT_MESSAGE } from '@shared/schemas/chat-limits';
import { isSendKey } from '../lib/chat-keys';

/** Message input: Enter sends, Shift+Enter adds a newline; blank input is never sent. */
export function ChatComposer({ disabled, onSend }: { disabled: boolean; onSend: (message: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const send = () => {
    if (disabled || !value.trim()) return;
    onSend(value.trim());
    setValue('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-3">
      <Textarea
        aria-label={t('chat.inputLabel')}
        placeholder={t('chat.placeholder')}
        value={value}
        maxLength={MAX_CHAT_MESSAGE}
        rows={1}
        className="min-h-11 resize-none"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (!isSendKey(event)) return;
          event.preventDefault();
          send();
        }}
      />
      <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={disabled || !value.trim()}>
        <SendHorizontal className="h-4 w-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
