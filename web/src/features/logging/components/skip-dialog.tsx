import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SKIP_REASONS } from '@shared/schemas/activities';
import { displayName } from '@shared/weeks/workout-display';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fieldError } from '../../../lib/validation-messages';
import { skippedForm, type SkippedFormValues } from '../lib/report-forms';
import type { ReportDialogProps } from './changed-dialog';
import { ChoiceChips } from './choice-chips';
import { DialogShell } from './dialog-shell';
import { FieldError } from './field-error';
import { useReportSubmit } from './use-report-submit';

/** "Skipped": why (the coach reads sick, pain and no time differently) and a note. */
export default function SkipDialog({ workout, open, onOpenChange, onReported }: ReportDialogProps) {
  const { t } = useTranslation();
  const report = useReportSubmit({ workout, onOpenChange, onReported });
  const errorId = useId();
  const form = useForm<SkippedFormValues, unknown, ReturnType<typeof skippedForm.parse>>({
    resolver: zodResolver(skippedForm),
    defaultValues: { reason: '', note: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(report.send);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('logging.skip.title')}
      description={displayName(workout.workoutDetails.workoutName)}
      testId="skip-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label>{t('logging.skip.reason')}</Label>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <ChoiceChips
                label={t('logging.skip.reason')}
                options={SKIP_REASONS}
                value={field.value}
                onChange={field.onChange}
                optionLabel={(o) => t(`logging.reasons.${o}`)}
                invalid={Boolean(errors.reason)}
                describedBy={errorId}
                testId="skip-reason"
              />
            )}
          />
          <FieldError id={errorId} message={errors.reason?.message} />
        </div>
        <FormField label={t('logging.fields.note')} error={fieldError(t, errors.note?.message)}>
          <Textarea
            rows={2}
            placeholder={t('logging.skip.notePlaceholder')}
            {...form.register('note')}
            data-testid="skip-note"
          />
        </FormField>
        <DialogFooter className="mt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={report.pending} data-testid="skip-save">
            {t('logging.skip.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
