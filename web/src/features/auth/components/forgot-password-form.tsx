import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import type { forgotPasswordBody } from '@shared/schemas/accounts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { fieldError } from '../../../lib/validation-messages';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof forgotPasswordBody>>({
    resolver: lazyZodResolver(() => import('@shared/schemas/accounts').then((m) => m.forgotPasswordBody)),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: () => toast({ title: t('auth.forgot.sentTitle'), description: t('auth.forgot.sentText') }),
      onError: () => toast({ title: t('common.error'), description: t('auth.forgot.failed'), variant: 'destructive' }),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{t('auth.forgot.title')}</h2>
      <p className="-mt-2 text-sm text-muted">{t('auth.forgot.text')}</p>
      <FormField label={t('auth.email')} error={fieldError(t, errors.email?.message)}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {t('auth.forgot.submit')}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        {t('auth.forgot.back')}
      </Button>
    </form>
  );
}
