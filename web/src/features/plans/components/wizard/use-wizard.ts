import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../../components/ui/use-toast';
import { localDay } from '@shared/calendar/days';
import { stepError, type WizardState } from '../../lib/wizard-rules';

/** The wizard's step kept in the browser history entry (`location.state.wizardStep`), so Back steps back. */
function stepOf(state: unknown): number | null {
  const step = (state as { wizardStep?: unknown } | null)?.wizardStep;
  return typeof step === 'number' ? step : null;
}

/**
 * Wizard state, the current step and the seed's messages when a step cannot be left. Each step forward is a
 * history entry on the same address: the browser's Back goes to the previous step, keeping the edits (the screen
 * stays mounted), instead of leaving the wizard.
 */
export function useWizard(initial: () => WizardState, firstStep = 1) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<WizardState>(initial);
  const step = stepOf(location.state) ?? firstStep;
  const setStep = (next: number) => {
    if (next !== step) navigate(`${location.pathname}${location.search}`, { state: { ...(location.state as object | null), wizardStep: next } });
  };
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
      // The step before was the history entry before this one: going back there is what the browser's Back does too.
      if (stepOf(location.state) !== null && location.key !== 'default') navigate(-1);
      else setStep(Math.max(1, step - 1));
    },
    goTo: setStep,
  };
}
