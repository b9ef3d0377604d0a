import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEELINGS } from '@shared/schemas/activities';
import type { WorkoutView } from '@shared/schemas/weeks';
import { displayName } from '@shared/weeks/workout-display';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fieldError } from '../../../lib/validation-messages';
import { minutes } from '../../../lib/weekday-labels';
import { changedForm, type ChangedFormValues } from '../lib/report-forms';
import { ChoiceChips } from './choice-chips';
import { DialogShell } from './dialog-shell';
import { FieldError } from './field-error';
import { useReportSubmit } from './use-report-submit';

const RPE = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

export interface ReportDialogProps {
  workout: WorkoutView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReported?: (workout: WorkoutView) => void;
}

/** "Done, but different": how long, how far, heart rate, session RPE, how it felt and a note. */
export default function ChangedDialog({ workout, open, onOpenChange, onReported }: ReportDialogProps) {
  const { t } = useTranslation();
  const report = useReportSubmit({ workout, onOpenChange, onReported });
  const ids = { rpe: useId(), feel: useId() };
  const form = useForm<ChangedFormValues, unknown, ReturnType<typeof changedForm.parse>>({
    resolver: zodResolver(changedForm),
    defaultValues: {
      durationMinutes: String(minutes(workout.workoutDetails.estimatedDurationInSecs)),
      distanceKm: '',
      averageHeartRate: '',
      rpe: '',
      feel: '',
      note: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(report.send);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('logging.changed.title')}
      description={displayName(workout.workoutDetails.workoutName)}
      testId="changed-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <FormField label={t('logging.fields.duration')} error={fieldError(t, errors.durationMinutes?.message)}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...form.register('durationMinutes')}
              data-testid="changed-duration"
            />
          </FormField>
          <FormField label={t('logging.fields.distance')} error={fieldError(t, errors.distanceKm?.message)}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              {...form.register('distanceKm')}
              data-testid="changed-distance"
            />
          </FormField>
          <FormField label={t('logging.fields.heartRate')} error={fieldError(t, errors.averageHeartRate?.message)}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...form.register('averageHeartRate')}
              data-testid="changed-heart-rate"
            />
          </FormField>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label id={`${ids.rpe}-label`}>{t('logging.fields.rpe')}</Label>
          <p className="text-xs text-muted">{t('logging.fields.rpeHint')}</p>
          <Controller
            control={form.control}
            name="rpe"
            render={({ field }) => (
              <ChoiceChips
                label={t('logging.fields.rpe')}
                options={RPE}
                value={field.value}
                onChange={field.onChange}
                optionLabel={(o) => o}
                clearable
                invalid={Boolean(errors.rpe)}
                describedBy={`${ids.rpe}-error`}
                testId="changed-rpe"
              />
            )}
          />
          <FieldError id={`${ids.rpe}-error`} message={errors.rpe?.message} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label>{t('logging.fields.feel')}</Label>
          <Controller
            control={form.control}
            name="feel"
            render={({ field }) => (
              <ChoiceChips
                label={t('logging.fields.feel')}
                options={FEELINGS}
                value={field.value}
                onChange={field.onChange}
                optionLabel={(o) => t(`logging.feelings.${o}`)}
                clearable
                describedBy={`${ids.feel}-error`}
                testId="changed-feel"
              />
            )}
          />
          <FieldError id={`${ids.feel}-error`} message={errors.feel?.message} />
        </div>
        <FormField label={t('logging.fields.note')} error={fieldError(t, errors.note?.message)}>
          <Textarea
            rows={2}
            placeholder={t('logging.fields.notePlaceholder')}
            {...form.register('note')}
            data-testid="changed-note"
          />
        </FormField>
        <DialogFooter className="mt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={report.pending} data-testid="changed-save">
            {t('logging.changed.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
