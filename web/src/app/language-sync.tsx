import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/components/auth-provider';
import { changeLanguage, LANGUAGE_KEY } from '../lib/i18n';

/** On a new device (no `language` stored yet) a signed-in user gets the language saved on their account. */
export function LanguageSync() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!user) return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_KEY);
    } catch {
      return;
    }
    if (stored === null && (user.lang === 'en' || user.lang === 'pl')) void changeLanguage(user.lang, i18n);
  }, [user, i18n]);
  return null;
}
