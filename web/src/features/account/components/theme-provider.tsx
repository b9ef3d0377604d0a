import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyThemeClass, isTheme, resolveTheme, themeFromSettings, THEME_KEY, type Theme } from '../../../lib/theme';
import { useAuth, USER_KEY } from '../../auth';
import { updateUser } from '../api/update-user';

interface ThemeContextValue {
  theme: Theme;
  resolved: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function localTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return isTheme(value) ? value : 'light';
  } catch {
    return 'light';
  }
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;
}

/** light / dark / system as a class on <html>; the signed-in user's choice lives in their settings. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [signedOutTheme, setSignedOutTheme] = useState<Theme>(localTheme);
  const [osDark, setOsDark] = useState(prefersDark);
  const theme = user ? themeFromSettings(user.settings) : signedOutTheme;
  const resolved = resolveTheme(theme, osDark);

  useEffect(() => {
    const media = window.matchMedia?.(DARK_QUERY);
    if (!media) return;
    const onChange = (event: MediaQueryListEvent) => setOsDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    applyThemeClass(document.documentElement, resolved);
    try {
      // Mirrored locally so index.html can paint the right theme before the app loads.
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      /* ignore */
    }
  }, [theme, resolved]);

  const setTheme = useCallback(
    (next: Theme) => {
      setSignedOutTheme(next);
      if (!user) return;
      const previous = user;
      queryClient.setQueryData(USER_KEY, {
        ...user,
        settings: { ...(typeof user.settings === 'object' ? user.settings : {}), theme: next },
      });
      updateUser({ settings: { theme: next } })
        .then((saved) => queryClient.setQueryData(USER_KEY, saved))
        .catch(() => queryClient.setQueryData(USER_KEY, previous));
    },
    [user, queryClient],
  );

  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
