import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { passwordSchema } from '@shared/schemas/common';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorStatus, errorText } from '../../../lib/api-client';
import { fieldError } from '../../../lib/validation-messages';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

export const resetPasswordForm = z
  .object({ password: passwordSchema, confirmPassword: passwordSchema })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** The two end states (a bad link, a changed password): the message, its icon and the way back to the login. */
function Outcome({
  title,
  subtitle,
  icon,
  linkText,
}: {
  title: string;
  subtitle: string;
  icon: ReactNode;
  linkText: string;
}) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <div className="flex flex-col items-center gap-4">
        {icon}
        <Link to="/auth" className={buttonClasses('primary', 'md', 'w-full')}>
          {linkText}
        </Link>
      </div>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (!token) {
    return (
      <Outcome
        title={t('reset.invalidTitle')}
        subtitle={t('reset.invalidText')}
        icon={<ShieldAlert className="h-10 w-10 text-danger" aria-hidden="true" />}
        linkText={t('reset.backToLogin')}
      />
    );
  }
  if (done) {
    return (
      <Outcome
        title={t('reset.completeTitle')}
        subtitle={t('reset.completeText')}
        icon={<CheckCircle2 className="h-10 w-10 text-accent" aria-hidden="true" />}
        linkText={t('reset.goToLogin')}
      />
    );
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: t('reset.successToast') });
          setDone(true);
        },
        // The server's error text when it answered, else the seed's fallback.
        onError: (error) =>
          toast({
            title: t('common.error'),
            description: (errorStatus(error) && errorText(error)) || t('reset.failed'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label={t('reset.newPassword')} error={fieldError(t, errors.password?.message)}>
          <Input type="password" autoComplete="new-password" required minLength={6} {...form.register('password')} />
        </FormField>
        <FormField label={t('reset.confirmPassword')} error={fieldError(t, errors.confirmPassword?.message)}>
          <Input
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
