import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import type { registerBody } from '@shared/schemas/accounts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { fieldError } from '../../../lib/validation-messages';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useAuth } from './auth-provider';

export function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const { t } = useTranslation();
  const { register, isPending } = useAuth();
  const form = useForm<Pick<z.input<typeof registerBody>, 'email' | 'password'>>({
    resolver: lazyZodResolver(() =>
      import('@shared/schemas/accounts').then((m) => m.registerBody.pick({ email: true, password: true })),
    ),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // One account per submit: a double click must not send the same registration twice (the second would answer
  // 'already exists' beside the account the first just made). The ref holds before the button re-renders disabled.
  const sending = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (values) => {
      if (sending.current) return;
      sending.current = true;
      try {
        await register({ ...values, ...(inviteCode ? { inviteCode } : {}) });
      } finally {
        sending.current = false;
      }
    })(event);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label={t('auth.email')} error={fieldError(t, errors.email?.message)}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField
        label={t('auth.password')}
        error={fieldError(t, errors.password?.message)}
        hint={t('auth.register.passwordHint')}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={isPending || isSubmitting}>
        {t('auth.register.submit')}
      </Button>
      <p className="text-center text-xs text-muted">{t('auth.register.terms')}</p>
    </form>
  );
}
