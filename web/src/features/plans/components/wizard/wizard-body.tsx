import { useTranslation } from 'react-i18next';
import type { EventType } from '@shared/schemas/plans';
import type { WizardState } from '../../lib/wizard-rules';
import { AboutStep } from './about-step';
import { GoalsStep } from './goals-step';
import { PreferencesStep } from './preferences-step';
import { StepIndicator, WIZARD_STEP_KEYS } from './step-indicator';

interface Props {
  step: number;
  state: WizardState;
  onChange: (state: WizardState) => void;
  eventTypes: readonly EventType[];
  today: string;
  showErrors: boolean;
}

/** Steps 1-3 shared by the create-plan page, onboarding and the edit-plan screen. */
export function WizardBody({ step, state, onChange, eventTypes, today, showErrors }: Props) {
  const { t } = useTranslation();
  const key = WIZARD_STEP_KEYS[step - 1] ?? 'goals';
  return (
    <div className="space-y-5">
      <StepIndicator step={step} />
      <div>
        <h2 className="text-xl font-bold tracking-tight">{t(`plans.wizard.steps.${key}`)}</h2>
        <p className="text-sm text-muted">{t(`plans.wizard.stepHints.${key}`)}</p>
      </div>
      {step === 1 && <GoalsStep state={state} onChange={onChange} eventTypes={eventTypes} today={today} showErrors={showErrors} />}
      {step === 2 && <PreferencesStep state={state} onChange={onChange} showErrors={showErrors} />}
      {step === 3 && <AboutStep state={state} onChange={onChange} />}
    </div>
  );
}
