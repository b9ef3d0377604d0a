import i18n, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'pl'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'language';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'pl';
}

/** The browser's first preferred language we have ('pl-PL' counts as Polish), English when none is. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Lang {
  for (const tag of languages) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** The language chosen on this device; on a first visit (nothing chosen yet) the browser's. */
export function storedLanguage(): Lang {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLang(value) ? value : browserLanguage();
  } catch {
    return browserLanguage();
  }
}

/**
 * Translations come from /locales/<lng>/translation.json. The HTTP backend retries a 5xx or a network failure
 * (maxRetries x retryTimeout) and gives up at once on a 4xx.
 */
let ready: Promise<unknown> | null = null;

export function initI18n(lng: Lang = storedLanguage()) {
  ready ??= configureI18n(i18n, lng);
  return i18n;
}

/** Settles once the first translation file has loaded (or finally failed). */
export function i18nReady(): Promise<unknown> {
  return (ready ?? Promise.resolve()).catch(() => undefined);
}

/** Sets up an i18next instance the way the app uses it (tests pass their own instance and retry delay). */
export function configureI18n(instance: I18n, lng: Lang, retryTimeout = 500): Promise<unknown> {
  instance.on('languageChanged', (next) => {
    if (typeof document !== 'undefined') document.documentElement.lang = next;
  });
  return instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      maxRetries: 3,
      retryTimeout,
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Switches the UI language and remembers it under `language` in local storage. */
export async function changeLanguage(lng: Lang, instance: I18n = i18n): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* storage may be unavailable (private mode); the choice still applies to this tab */
  }
  await instance.changeLanguage(lng);
}

/** Fetches a language's translations ahead of a switch (the toggle hovered or focused, or the browser idle), so the switch is instant. */
export function preloadLanguage(lng: Lang, instance: I18n = i18n): Promise<void> {
  if (!instance.isInitialized || instance.hasResourceBundle(lng, 'translation')) return Promise.resolve();
  return instance.loadLanguages(lng).catch(() => undefined);
}

/** The other language once the browser is idle (a timer where requestIdleCallback is missing); returns a cancel. */
export function preloadWhenIdle(lng: Lang, instance: I18n = i18n): () => void {
  const run = () => void preloadLanguage(lng, instance);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2_000);
  return () => clearTimeout(id);
}

export { i18n };
