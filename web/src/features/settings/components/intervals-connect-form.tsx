import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { intervalsConnectBody } from '@shared/schemas/intervals';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useConnectIntervals } from '../../intervals';

type ConnectFields = z.input<typeof intervalsConnectBody>;
const IDS: Record<keyof ConnectFields, string> = { athleteId: 'intervals-athlete-id', apiKey: 'intervals-api-key' };

/** Athlete id + personal API key, checked as the API checks them; intervals.icu's own refusal is said below. */
export function IntervalsConnectForm() {
  const { t } = useTranslation();
  const connect = useConnectIntervals();
  const form = useForm<ConnectFields>({
    resolver: lazyZodResolver(() => import('@shared/schemas/intervals').then((m) => m.intervalsConnectBody)),
    defaultValues: { athleteId: '', apiKey: '' },
  });
  const { errors } = form.formState;
  // Each field's message says what the API wants in it, in the athlete's language.
  const fieldErrors = {
    athleteId: errors.athleteId ? t('settings.intervals.errors.athleteId') : undefined,
    apiKey: errors.apiKey ? t('settings.intervals.errors.apiKey') : undefined,
  };
  const refused = errors.root?.server?.message;

  const submit = form.handleSubmit((body) =>
    connect.mutate(body, {
      onSuccess: () => {
        form.resetField('apiKey');
        toast({ title: t('settings.intervals.connectedToast') });
      },
      onError: (failure) => form.setError('root.server', { message: errorText(failure) }),
    }),
  );

  const field = (name: keyof ConnectFields, label: string, props: { type?: string; placeholder?: string }) => (
    <div className="space-y-1">
      <label htmlFor={IDS[name]} className="text-sm font-semibold">
        {label}
      </label>
      <Input
        id={IDS[name]}
        {...props}
        {...form.register(name)}
        autoComplete="off"
        required
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `${IDS[name]}-error` : undefined}
      />
      {fieldErrors[name] && (
        <p id={`${IDS[name]}-error`} role="alert" className="text-sm font-medium text-danger">
          {fieldErrors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate data-testid="intervals-connect-form">
      {field('athleteId', t('settings.intervals.athleteId'), { placeholder: 'i12345' })}
      {field('apiKey', t('settings.intervals.apiKey'), { type: 'password' })}
      <p className="text-xs text-muted sm:col-span-2">{t('settings.intervals.where')}</p>
      {refused && (
        <p
          role="alert"
          className="rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger sm:col-span-2"
          data-testid="intervals-error"
        >
          {refused}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={connect.isPending} data-testid="intervals-connect">
          {connect.isPending ? t('settings.intervals.connecting') : t('settings.intervals.connect')}
        </Button>
      </div>
    </form>
  );
}
