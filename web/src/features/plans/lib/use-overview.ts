import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedOverview } from './overview-text';
import { type PlanOverview, readOverview } from './plan-overview';

/** The stored overview (any of its shapes) in the reader's language, re-rendered when the language changes. */
export function useOverview(value: unknown): PlanOverview | null {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const overview = readOverview(value);
    return overview && localizedOverview(overview, t, language);
  }, [value, t, language]);
}
