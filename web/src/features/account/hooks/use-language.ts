import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLang, type Lang } from '../../../lib/i18n';
import { updateUser } from '../api/update-user';
import { useAuth } from '../../auth';

/** The UI language; a signed-in user's choice is also saved on their account. */
export function useLanguage(): { lang: Lang; setLang: (lng: Lang) => Promise<void> } {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  const lang: Lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const setLang = useCallback(
    async (lng: Lang) => {
      await changeLanguage(lng, i18n);
      if (user && user.lang !== lng) await updateUser({ lang: lng }).catch(() => undefined);
    },
    [user, i18n],
  );
  return { lang, setLang };
}
