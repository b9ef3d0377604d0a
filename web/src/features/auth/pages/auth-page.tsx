import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../components/auth-provider';
import { PageLoader } from '../../../components/layouts/page-loader';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { garminCallbackUrl } from '../components/garmin-forward';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

export default function AuthPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const forwardTo = garminCallbackUrl(params.toString());
  const [tab, setTab] = useState(params.has('reg') ? 'register' : 'login');
  const [forgot, setForgot] = useState(false);

  useEffect(() => {
    if (forwardTo) window.location.replace(forwardTo);
  }, [forwardTo]);

  if (forwardTo) {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center text-lg font-semibold">
        <Spinner label={t('auth.connectingGarmin')} />
      </div>
    );
  }
  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard
      title={forgot ? t('auth.forgot.heading') : t('auth.title')}
      subtitle={forgot ? undefined : t('auth.subtitle')}
    >
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('auth.title')}>
            <TabsTrigger value="login">{t('auth.login.tab')}</TabsTrigger>
            <TabsTrigger value="register">{t('auth.register.tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onForgot={() => setForgot(true)} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm inviteCode={params.get('invite') ?? undefined} />
          </TabsContent>
        </Tabs>
      )}
    </AuthCard>
  );
}
