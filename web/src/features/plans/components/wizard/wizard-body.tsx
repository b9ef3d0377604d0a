import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@shared/schemas/plans';
import type { WizardState } from '../../lib/wizard-rules';
import { AboutStep } from './about-step';
import { GoalsStep } from './goals-step';
import { PreferencesStep } from './preferences-step';
import { StepIndicator, WIZARD_STEP_KEYS } from './step-indicator';

interface Props {
  step: number;
  form: UseFormReturn<WizardState>;
  eventTypes: readonly EventType[];
  today: string;
  showErrors: boolean;
}

/** Steps 1-3 shared by the create-plan page, onboarding and the edit-plan screen. */
export function WizardBody({ step, form, eventTypes, today, showErrors }: Props) {
  const { t } = useTranslation();
  const key = WIZARD_STEP_KEYS[step - 1] ?? 'goals';
  return (
    <FormProvider {...form}>
      <div className="space-y-5">
        <StepIndicator step={step} />
        <div>
          <h2 className="text-xl font-bold tracking-tight">{t(`plans.wizard.steps.${key}`)}</h2>
          <p className="text-sm text-muted">{t(`plans.wizard.stepHints.${key}`)}</p>
        </div>
        {step === 1 && <GoalsStep eventTypes={eventTypes} today={today} showErrors={showErrors} />}
        {step === 2 && <PreferencesStep />}
        {step === 3 && <AboutStep />}
      </div>
    </FormProvider>
  );
}
