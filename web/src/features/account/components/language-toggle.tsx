import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { LANGUAGES, preloadLanguage, preloadWhenIdle } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';

/** EN / PL segmented toggle. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { lang, setLang } = useLanguage();
  const other = lang === 'en' ? 'pl' : 'en';
  // The other language is fetched before it is asked for: when the browser is idle, or at once on hover or focus.
  useEffect(() => preloadWhenIdle(other, i18n), [other, i18n]);
  const preload = () => void preloadLanguage(other, i18n);
  return (
    <div
      role="group"
      aria-label={t('nav.language')}
      onPointerEnter={preload}
      onFocus={preload}
      className={cn('flex rounded-lg border border-line p-0.5', className)}
    >
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={lang === lng}
          onClick={() => void setLang(lng)}
          className={cn(
            'h-8 min-w-10 rounded-md px-2 text-xs font-bold uppercase tracking-wide transition',
            lang === lng ? 'bg-navy-900 text-white dark:bg-aqua-400 dark:text-navy-950' : 'text-muted hover:text-fg',
          )}
        >
          {lng}
        </button>
      ))}
    </div>
  );
}
