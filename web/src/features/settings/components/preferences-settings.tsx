import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage, useTheme } from '../../account';
import { cn } from '../../../lib/cn';
import { LANGUAGES } from '../../../lib/i18n';
import type { Theme } from '../../../lib/theme';
import { SettingsSection } from './settings-section';

const THEMES: Array<{ id: Theme; icon: typeof Sun }> = [
  { id: 'light', icon: Sun },
  { id: 'dark', icon: Moon },
  { id: 'system', icon: Monitor },
];

function Choice(props: { checked: boolean; onSelect: () => void; name: string; children: React.ReactNode }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border p-4 text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        props.checked ? 'border-primary bg-primary/5 text-fg' : 'border-line text-muted hover:border-muted',
      )}
    >
      <input type="radio" name={props.name} checked={props.checked} onChange={props.onSelect} className="sr-only" />
      {props.children}
    </label>
  );
}

export function PreferencesSettings() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const { lang, setLang } = useLanguage();
  return (
    <SettingsSection title={t('settings.preferences.title')} description={t('settings.preferences.lead')}>
      <fieldset>
        <legend className="text-sm font-semibold">{t('settings.preferences.theme')}</legend>
        <div className="mt-3 grid grid-cols-3 gap-3">
          {THEMES.map(({ id, icon: Icon }) => (
            <Choice key={id} name="theme" checked={theme === id} onSelect={() => setTheme(id)}>
              <Icon className="h-5 w-5" aria-hidden="true" />
              {t(`settings.preferences.themes.${id}`)}
            </Choice>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-7">
        <legend className="text-sm font-semibold">{t('settings.preferences.language')}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3">
          {LANGUAGES.map((lng) => (
            <Choice key={lng} name="language" checked={lang === lng} onSelect={() => void setLang(lng)}>
              <span className="text-base font-black uppercase">{lng}</span>
              <span lang={lng}>{t(`settings.preferences.languages.${lng}`)}</span>
            </Choice>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
