import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { fieldError } from '../../../lib/validation-messages';
import type { User } from '../../auth';
import { useUpdateUser, type UserPatch } from '../api/update-user';
import type { ProfileValues } from '../lib/profile-errors';

const GENDERS = ['female', 'male', 'other', 'unspecified'] as const;

/** Form strings -> the PATCH body (empty optional fields become null). */
export function toProfilePatch(values: ProfileValues): UserPatch {
  const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));
  return {
    name: values.name,
    birthdate: values.birthdate || null,
    weight: num(values.weight),
    height: num(values.height),
    gender: (values.gender || null) as UserPatch['gender'],
  };
}

/** Name, birth date, weight, height, gender; validated with the shared PATCH /api/user schema. */
export function ProfileForm({
  user,
  submitLabel,
  onSaved,
}: {
  user: User;
  submitLabel: string;
  onSaved?: (user: User) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<ProfileValues>({
    defaultValues: {
      name: user.name ?? '',
      birthdate: user.birthdate ?? '',
      weight: user.weight?.toString() ?? '',
      height: user.height?.toString() ?? '',
      gender: user.gender ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const patch = toProfilePatch(values);
    // The checks use the API's schema (and zod): loaded on the first save, not with the form.
    const { profileErrors } = await import('../lib/profile-errors');
    const errorsFound = profileErrors(patch);
    if (errorsFound.length) {
      for (const [field, message] of errorsFound) form.setError(field, { message });
      return;
    }
    update.mutate(patch, {
      onSuccess: (saved) => {
        toast({ title: t('settings.profile.saved') });
        onSaved?.(saved);
      },
      onError: (error) =>
        toast({ title: t('settings.profile.saveFailed'), description: errorText(error), variant: 'destructive' }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t('settings.profile.name')} error={fieldError(t, errors.name?.message)}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
      </div>
      <FormField label={t('settings.profile.birthdate')} error={fieldError(t, errors.birthdate?.message)}>
        <Input
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          {...form.register('birthdate')}
        />
      </FormField>
      <FormField label={t('settings.profile.gender')} error={fieldError(t, errors.gender?.message)}>
        <select
          className="h-11 w-full rounded-xl border border-line bg-surface px-3 text-base text-fg"
          {...form.register('gender')}
        >
          <option value="">{t('settings.profile.genderNone')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`settings.profile.genders.${g}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('settings.profile.weight')} error={fieldError(t, errors.weight?.message)}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('weight')} />
      </FormField>
      <FormField label={t('settings.profile.height')} error={fieldError(t, errors.height?.message)}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('height')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? t('common.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
