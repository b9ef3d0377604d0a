import { useTranslation } from 'react-i18next';

/** Three bouncing dots: the assistant is thinking. */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-2 self-start rounded-2xl bg-surface-2 px-4 py-3 text-sm text-muted"
    >
      <span className="flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-bounce rounded-full bg-muted"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span>{t('chat.thinking')}</span>
    </div>
  );
}
