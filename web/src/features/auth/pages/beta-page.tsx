import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { betaTesterBody } from '@shared/schemas/accounts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { fieldError } from '../../../lib/validation-messages';
import { useJoinBeta } from '../../config';
import { AuthCard } from '../components/auth-card';

export default function BetaPage() {
  const { t } = useTranslation();
  const join = useJoinBeta();
  const form = useForm<z.input<typeof betaTesterBody>>({
    resolver: lazyZodResolver(() => import('@shared/schemas/accounts').then((m) => m.betaTesterBody)),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(({ email }) => join.mutate(email));

  return (
    <AuthCard title={t('beta.title')} subtitle={t('beta.subtitle')}>
      {join.isSuccess ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <CheckCircle2 className="h-10 w-10 text-accent" aria-hidden="true" />
          <p className="text-lg font-bold">{t('beta.success')}</p>
          <p className="text-sm text-muted">{t('beta.successText')}</p>
          <Link to="/" className="mt-2 text-sm font-semibold text-accent hover:underline">
            {t('beta.backHome')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label={t('auth.email')} error={fieldError(t, form.formState.errors.email?.message)}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          {join.isError && (
            <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
              {t('beta.failure')}
            </p>
          )}
          <Button type="submit" size="lg" disabled={join.isPending}>
            {t('beta.submit')}
          </Button>
          <ul className="mt-2 space-y-2 text-sm text-muted">
            <li>• {t('beta.perks.early')}</li>
            <li>• {t('beta.perks.credits')}</li>
            <li>• {t('beta.perks.feedback')}</li>
          </ul>
        </form>
      )}
    </AuthCard>
  );
}
