import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/components/auth-provider';
import { changeLanguage, isLang, LANGUAGE_KEY } from '../lib/i18n';

/**
 * On a new device (no `language` stored yet) a signed-in user gets the language saved on their account. When the
 * page already shows that language it is only remembered: i18next announces every changeLanguage, even to the same
 * language, and each translated component would render again (the whole page, in one task, right after it mounted).
 */
export function LanguageSync() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!user || !isLang(user.lang)) return;
    try {
      if (localStorage.getItem(LANGUAGE_KEY) !== null) return;
      if (user.lang === i18n.language) {
        localStorage.setItem(LANGUAGE_KEY, user.lang);
        return;
      }
    } catch {
      return;
    }
    void changeLanguage(user.lang, i18n);
  }, [user, i18n]);
  return null;
}
