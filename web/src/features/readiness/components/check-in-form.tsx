import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckInBody } from '@shared/schemas/readiness';
import { CHECK_IN_ITEMS, type CheckInItem } from '@shared/training/readiness/check-in';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/api-client';
import { lazyZodTransformResolver } from '../../../lib/lazy-zod-resolver';
import { useCheckIn } from '../api/readiness';
import type { CheckInDraft } from '../lib/check-in-form';

/** Five taps (1-5 each), optional resting HR and HRV, one Save: about ten seconds. */
export function CheckInForm({ date, onSaved, onSkip }: { date: string; onSaved: () => void; onSkip: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useCheckIn();
  const form = useForm<CheckInDraft, unknown, Omit<CheckInBody, 'date'>>({
    resolver: lazyZodTransformResolver(() => import('../lib/check-in-form').then((m) => m.checkInForm)),
    defaultValues: { sick: false, restingHr: '', hrvRmssd: '' },
  });
  const marks = useWatch({ control: form.control, name: [...CHECK_IN_ITEMS] });
  const markOf = (item: CheckInItem) => marks[CHECK_IN_ITEMS.indexOf(item)];
  const complete = CHECK_IN_ITEMS.every((item) => markOf(item));
  const { errors } = form.formState;
  // The API's range for each reading, said in the athlete's language.
  const restingHrError = errors.restingHr ? t('readiness.errors.restingHr') : undefined;
  const hrvError = errors.hrvRmssd ? t('readiness.errors.hrv') : undefined;

  return (
    <form
      className="space-y-3"
      data-testid="check-in-form"
      noValidate
      onSubmit={form.handleSubmit((checkIn) => save.mutate({ date, ...checkIn }, { onSuccess: onSaved }))}
    >
      {CHECK_IN_ITEMS.map((item) => (
        <fieldset key={item} className="flex flex-wrap items-center justify-between gap-2">
          <legend className="float-left text-sm font-medium">{t(`readiness.item.${item}`)}</legend>
          <div className="flex gap-1" role="radiogroup" aria-label={t(`readiness.item.${item}`)}>
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={markOf(item) === value}
                title={t(`readiness.scale.${item}.${value}`)}
                aria-label={`${value}: ${t(`readiness.scale.${item}.${value}`)}`}
                data-testid={`check-in-${item}-${value}`}
                onClick={() => form.setValue(item, value)}
                className={cn(
                  'h-10 w-10 rounded-lg border border-line text-sm font-semibold tabular-nums',
                  markOf(item) === value ? 'bg-primary text-primary-fg' : 'bg-surface hover:bg-surface-2',
                )}
              >
                {value}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-xs text-muted">{t('readiness.scaleHint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label className="block text-sm">
            <span className="mb-1 block text-muted">{t('readiness.restingHr')}</span>
            <Input
              inputMode="numeric"
              {...form.register('restingHr')}
              aria-invalid={restingHrError ? true : undefined}
              aria-describedby={restingHrError ? `${id}-resting-hr-error` : undefined}
              data-testid="check-in-resting-hr"
            />
          </label>
          {restingHrError && (
            <p id={`${id}-resting-hr-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
              {restingHrError}
            </p>
          )}
        </div>
        <div>
          <label className="block text-sm">
            <span className="mb-1 block text-muted">{t('readiness.hrv')}</span>
            <Input
              inputMode="decimal"
              {...form.register('hrvRmssd')}
              aria-invalid={hrvError ? true : undefined}
              aria-describedby={hrvError ? `${id}-hrv-error` : undefined}
              data-testid="check-in-hrv"
            />
          </label>
          {hrvError && (
            <p id={`${id}-hrv-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
              {hrvError}
            </p>
          )}
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('sick')} className="h-4 w-4" data-testid="check-in-sick" />
        {t('readiness.sick')}
      </label>
      {save.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorText(save.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!complete || save.isPending} data-testid="check-in-save">
          {t('readiness.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onSkip} data-testid="check-in-skip">
          {t('readiness.skip')}
        </Button>
      </div>
    </form>
  );
}
