import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Blackout } from '@shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { lazyZodTransformResolver } from '../../../lib/lazy-zod-resolver';
import { fieldError } from '../../../lib/validation-messages';
import type { BlackoutDraft } from '../lib/blackout-form';

const EMPTY: BlackoutDraft = { from: '', to: '', note: '' };

/**
 * A new blackout range: first and last day and a note, added to the list above (saved with the availability).
 * Inside the availability form, so fields and a button rather than a form of its own.
 */
export function BlackoutRangeForm({ onAdd }: { onAdd: (blackout: Blackout) => void }) {
  const { t } = useTranslation();
  const errorId = useId();
  // Checked as it is picked: Add waits for a range the API takes.
  const form = useForm<BlackoutDraft, unknown, Blackout>({
    mode: 'onChange',
    resolver: lazyZodTransformResolver(() => import('../lib/blackout-form').then((m) => m.blackoutForm)),
    defaultValues: EMPTY,
  });
  const from = useWatch({ control: form.control, name: 'from' });
  const rangeError = fieldError(t, form.formState.errors.to?.message);
  const add = form.handleSubmit((blackout) => {
    onAdd(blackout);
    form.reset(EMPTY);
  });

  return (
    <>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <label className="text-sm">
          <span className="mb-1 block text-muted">{t('availability.from')}</span>
          {/* A new first day can put the last one before it: both are checked. */}
          <Input type="date" {...form.register('from', { deps: ['to'] })} data-testid="blackout-from" />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-muted">{t('availability.to')}</span>
          <Input
            type="date"
            min={from || undefined}
            {...form.register('to')}
            aria-invalid={Boolean(rangeError)}
            aria-describedby={rangeError ? errorId : undefined}
            data-testid="blackout-to"
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-muted">{t('availability.note')}</span>
          <Input
            maxLength={120}
            placeholder={t('availability.notePlaceholder')}
            {...form.register('note')}
            data-testid="blackout-note"
          />
        </label>
        <Button
          type="button"
          variant="outline"
          onClick={() => void add()}
          disabled={!from || Boolean(rangeError)}
          data-testid="blackout-add"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('availability.addBlackout')}
        </Button>
      </div>
      {rangeError && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {rangeError}
        </p>
      )}
    </>
  );
}
