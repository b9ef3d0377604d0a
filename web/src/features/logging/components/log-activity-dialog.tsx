import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOG_SPORTS } from '@shared/schemas/activities';
import { localDay } from '@shared/calendar/days';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { fieldError } from '../../../lib/validation-messages';
import { useLogActivity } from '../api/log-activity';
import { logActivityForm, type LogActivityFormValues } from '../lib/report-forms';
import { ChoiceChips } from './choice-chips';
import { DialogShell } from './dialog-shell';
import { FieldError } from './field-error';

const RPE = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/** "Log an activity": a session that was not planned (sport, when, how long and hard, a note). */
export default function LogActivityDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const log = useLogActivity();
  const ids = { sport: useId(), rpe: useId() };
  const form = useForm<LogActivityFormValues, unknown, ReturnType<typeof logActivityForm.parse>>({
    resolver: zodResolver(logActivityForm),
    defaultValues: {
      sport: '',
      date: localDay(new Date()),
      startTime: '',
      durationMinutes: '',
      distanceKm: '',
      averageHeartRate: '',
      rpe: '',
      note: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    log.mutate(body, {
      onSuccess: ({ completedWorkoutId }) => {
        onOpenChange(false);
        toast({
          title: t('logging.log.saved'),
          description: completedWorkoutId ? t('logging.log.completedWorkout') : undefined,
        });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('logging.log.failed'), description: errorText(error) }),
    }),
  );
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('logging.log.title')}
      description={t('logging.log.lead')}
      testId="log-activity-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label>{t('logging.fields.sport')}</Label>
          <Controller
            control={form.control}
            name="sport"
            render={({ field }) => (
              <ChoiceChips
                label={t('logging.fields.sport')}
                options={LOG_SPORTS}
                value={field.value}
                onChange={field.onChange}
                optionLabel={(o) => t(`logging.sports.${o}`)}
                invalid={Boolean(errors.sport)}
                describedBy={`${ids.sport}-error`}
                testId="log-sport"
              />
            )}
          />
          <FieldError id={`${ids.sport}-error`} message={errors.sport?.message} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t('logging.fields.date')} error={fieldError(t, errors.date?.message)}>
            <Input type="date" max={localDay(new Date())} {...form.register('date')} data-testid="log-date" />
          </FormField>
          <FormField label={t('logging.fields.startTime')} error={fieldError(t, errors.startTime?.message)}>
            <Input type="time" {...form.register('startTime')} data-testid="log-start-time" />
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <FormField label={t('logging.fields.duration')} error={fieldError(t, errors.durationMinutes?.message)}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...form.register('durationMinutes')}
              data-testid="log-duration"
            />
          </FormField>
          <FormField label={t('logging.fields.distance')} error={fieldError(t, errors.distanceKm?.message)}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('distanceKm')} data-testid="log-distance" />
          </FormField>
          <FormField label={t('logging.fields.heartRate')} error={fieldError(t, errors.averageHeartRate?.message)}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...form.register('averageHeartRate')}
              data-testid="log-heart-rate"
            />
          </FormField>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label>{t('logging.fields.rpe')}</Label>
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
                testId="log-rpe"
              />
            )}
          />
          <FieldError id={`${ids.rpe}-error`} message={errors.rpe?.message} />
        </div>
        <FormField label={t('logging.fields.note')} error={fieldError(t, errors.note?.message)}>
          <Textarea
            rows={2}
            placeholder={t('logging.fields.notePlaceholder')}
            {...form.register('note')}
            data-testid="log-note"
          />
        </FormField>
        <DialogFooter className="mt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={log.isPending} data-testid="log-save">
            {t('logging.log.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
