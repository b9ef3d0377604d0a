import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Label } from '../../../../components/ui/label';
import { Slider } from '../../../../components/ui/slider';
import { Textarea } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { fieldError } from '../../../../lib/validation-messages';
import { FREQUENCY, toggleDay, WEEKDAYS, type WizardState } from '../../lib/wizard-rules';

/** Step 2, 'Training Preferences': training days, workouts per week, free-text preferences. */
export function PreferencesStep() {
  const { t } = useTranslation();
  const { control, register } = useFormContext<WizardState>();
  const { field: days, fieldState: daysState } = useController({ control, name: 'workoutDays' });
  const { field: frequency } = useController({ control, name: 'workoutsPerWeek' });
  const daysError = fieldError(t, daysState.error?.message);
  return (
    <Card className="space-y-6 p-4 sm:p-5">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('plans.wizard.trainingDays')}</legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {WEEKDAYS.map((day) => {
            const selected = days.value.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={selected}
                onClick={() => days.onChange(toggleDay(days.value, day))}
                className={cn(
                  'h-11 rounded-xl border text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-ring',
                  selected
                    ? 'border-primary bg-primary text-primary-fg shadow-sm'
                    : 'border-line bg-surface text-fg hover:bg-surface-2',
                )}
              >
                <span aria-hidden="true">{t(`plans.weekdaysShort.${day}`)}</span>
                <span className="sr-only">{t(`plans.weekdays.${day}`)}</span>
              </button>
            );
          })}
        </div>
        {daysError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {daysError}
          </p>
        )}
      </fieldset>
      <div className="space-y-3">
        <div className="flex items-baseline justify-between">
          <Label>{t('plans.wizard.frequency')}</Label>
          <span className="text-2xl font-bold tabular-nums text-primary" data-testid="frequency-value">
            {frequency.value}
          </span>
        </div>
        <Slider
          min={FREQUENCY.min}
          max={FREQUENCY.max}
          step={FREQUENCY.step}
          value={[frequency.value]}
          onValueChange={([value]) => frequency.onChange(value ?? FREQUENCY.default)}
          thumbLabel={t('plans.wizard.frequency')}
        />
        <div className="flex justify-between text-xs text-muted">
          <span>{FREQUENCY.min}</span>
          <span>{t('plans.wizard.frequencyHint')}</span>
          <span>{FREQUENCY.max}</span>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="training-preferences">{t('plans.wizard.preferences')}</Label>
        <Textarea
          id="training-preferences"
          maxLength={4000}
          placeholder={t('plans.wizard.preferencesPlaceholder')}
          {...register('trainingPreferences')}
        />
      </div>
    </Card>
  );
}
