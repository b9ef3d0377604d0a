import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/use-toast';
import { localDay } from '@shared/weeks/dates';
import { stepError, type WizardState } from '../../lib/wizard-rules';

/** Wizard state, the current step and the seed's messages when a step cannot be left. */
export function useWizard(initial: () => WizardState, firstStep = 1) {
  const { t } = useTranslation();
  const [state, setState] = useState<WizardState>(initial);
  const [step, setStep] = useState(firstStep);
  const [showErrors, setShowErrors] = useState(false);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const today = localDay(new Date());

  /** True when the step may be left; otherwise shows why. */
  function check(current: number): boolean {
    const error = stepError(current, state, today);
    if (!error) {
      setStepMessage(null);
      return true;
    }
    setShowErrors(true);
    if (error === 'primaryRequired') {
      setStepMessage(t('plans.wizard.errors.fillPrimary'));
      toast({ variant: 'destructive', title: t('plans.wizard.errors.missingTitle'), description: t('plans.wizard.errors.missingDescription') });
    } else {
      setStepMessage(t(`plans.wizard.errors.${error}`));
    }
    return false;
  }

  return {
    state,
    setState,
    step,
    today,
    showErrors,
    stepMessage,
    check,
    next: () => check(step) && (setStep(step + 1), setShowErrors(false), true),
    previous: () => {
      setStepMessage(null);
      setStep(Math.max(1, step - 1));
    },
    goTo: setStep,
  };
}
