import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import type { loginBody } from '@shared/schemas/accounts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { fieldError } from '../../../lib/validation-messages';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useAuth } from './auth-provider';

export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const { login, isPending } = useAuth();
  const form = useForm<z.input<typeof loginBody>>({
    resolver: lazyZodResolver(() => import('@shared/schemas/accounts').then((m) => m.loginBody)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login(values))} className="flex flex-col gap-4">
      <FormField label={t('auth.email')} error={fieldError(t, errors.email?.message)}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('auth.password')} error={fieldError(t, errors.password?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <button type="button" onClick={onForgot} className="text-sm font-semibold text-accent hover:underline">
          {t('auth.forgot.link')}
        </button>
      </div>
      <Button type="submit" size="lg" disabled={isPending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
