import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { changePasswordBody } from '@shared/schemas/accounts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { fieldError } from '../../../lib/validation-messages';
import { useChangePassword } from '../../account';
import { SettingsSection } from './settings-section';

export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export function PasswordSettings() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: t('settings.password.changed'), description: t('settings.password.changedText') });
        },
        onError: (error) =>
          toast({ title: t('settings.password.failed'), description: errorText(error), variant: 'destructive' }),
      },
    ),
  );
  return (
    <SettingsSection title={t('settings.password.title')} description={t('settings.password.lead')}>
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <FormField label={t('settings.password.current')} error={fieldError(t, errors.currentPassword?.message)}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField label={t('settings.password.new')} error={fieldError(t, errors.newPassword?.message)}>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField label={t('settings.password.confirm')} error={fieldError(t, errors.confirmPassword?.message)}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" disabled={change.isPending} className="self-start">
          {t('settings.password.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
