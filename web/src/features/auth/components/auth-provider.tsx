import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText, setSessionExpiredHandler } from '../../../lib/api-client';
import { isLang, type Lang } from '../../../lib/i18n';
import { dropSignedInHint } from '../../../lib/signed-in-hint';
import { toast } from '../../../components/ui/use-toast';
import { USER_KEY, useUserQuery, type User } from '../api/get-user';
import { login as loginCall, type Credentials } from '../api/login';
import { logout as logoutCall } from '../api/logout';
import { register as registerCall } from '../api/register';

/** Written on logout; other tabs see it through the storage event. */
export const LOGOUT_MARKER_KEY = 'logout';

interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
  login: (credentials: Credentials) => Promise<User | undefined>;
  register: (input: Credentials & { inviteCode?: string }) => Promise<User | undefined>;
  logout: () => Promise<void>;
  isPending: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const userQuery = useUserQuery();

  const signedIn = useCallback(
    (user: User) => {
      queryClient.setQueryData(USER_KEY, user);
      navigate('/dashboard');
    },
    [queryClient, navigate],
  );

  const loginMutation = useMutation({
    mutationFn: loginCall,
    onSuccess: signedIn,
    onError: (error) =>
      toast({ title: t('auth.toasts.loginFailed'), description: errorText(error), variant: 'destructive' }),
  });
  const registerMutation = useMutation({
    mutationFn: (input: Credentials & { inviteCode?: string }) =>
      registerCall({ ...input, lang: (isLang(i18n.language) ? i18n.language : 'en') as Lang }),
    onSuccess: signedIn,
    onError: (error) =>
      toast({ title: t('auth.toasts.registrationFailed'), description: errorText(error), variant: 'destructive' }),
  });
  const logoutMutation = useMutation({
    mutationFn: logoutCall,
    onSuccess: () => {
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      try {
        localStorage.setItem(LOGOUT_MARKER_KEY, String(Date.now()));
      } catch {
        /* storage unavailable: other tabs will notice on their next 401 */
      }
      navigate('/auth');
    },
    onError: (error) =>
      toast({ title: t('auth.toasts.logoutFailed'), description: errorText(error), variant: 'destructive' }),
  });

  // Any 401 on a read or a write: the session is gone, so the user is too (protected routes then go to /auth).
  useEffect(() => {
    setSessionExpiredHandler(() => {
      dropSignedInHint();
      if (queryClient.getQueryData(USER_KEY)) queryClient.setQueryData(USER_KEY, null);
    });
    return () => setSessionExpiredHandler(null);
  }, [queryClient]);

  // Logout in another tab: drop every cached answer, sign out here too and go to /auth.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_MARKER_KEY || event.newValue === null) return;
      queryClient.clear();
      queryClient.setQueryData(USER_KEY, null);
      navigate('/auth');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: userQuery.data ?? null,
      isLoading: userQuery.isLoading,
      login: (c) => loginMutation.mutateAsync(c).catch(() => undefined),
      register: (c) => registerMutation.mutateAsync(c).catch(() => undefined),
      logout: () => logoutMutation.mutateAsync().catch(() => undefined),
      isPending: loginMutation.isPending || registerMutation.isPending || logoutMutation.isPending,
    }),
    [userQuery.data, userQuery.isLoading, loginMutation, registerMutation, logoutMutation],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
