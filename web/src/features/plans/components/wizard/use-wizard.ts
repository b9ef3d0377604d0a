import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../../components/ui/use-toast';
import { localDay } from '@shared/calendar/days';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver';
import { STEP_FIELDS, stepErrorOf, type WizardState } from '../../lib/wizard-rules';

/** The wizard's step kept in the browser history entry (`location.state.wizardStep`), so Back steps back. */
function stepOf(state: unknown): number | null {
  const step = (state as { wizardStep?: unknown } | null)?.wizardStep;
  return typeof step === 'number' ? step : null;
}

/**
 * The wizard's form (react-hook-form over `wizardForm`'s rules), the current step and the seed's messages when a step
 * cannot be left. Each step forward is a history entry on the same address: the browser's Back goes to the previous
 * step, keeping the edits (the screen stays mounted), instead of leaving the wizard.
 */
export function useWizard(initial: () => WizardState, firstStep = 1) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [defaultValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const today = localDay(new Date());
  const form = useForm<WizardState>({
    defaultValues,
    // Nothing is checked while typing until a step was refused; from then on each change re-checks its field.
    mode: showErrors ? 'onChange' : 'onSubmit',
    resolver: lazyZodResolver(() => import('../../lib/wizard-form').then((m) => m.wizardForm(today))),
  });
  // The check is asynchronous: a second press while it runs (a double click) must not move two steps.
  const checking = useRef(false);
  const step = stepOf(location.state) ?? firstStep;
  const setStep = (next: number) => {
    if (next !== step)
      navigate(`${location.pathname}${location.search}`, {
        state: { ...(location.state as object | null), wizardStep: next },
      });
  };

  /** True when the step (or, without one, the whole wizard) may be left; otherwise shows why. */
  async function check(current?: 1 | 2 | 3): Promise<boolean> {
    if (checking.current) return false;
    checking.current = true;
    const valid = await form
      .trigger(current ? [...STEP_FIELDS[current]] : undefined)
      .finally(() => (checking.current = false));
    if (valid) {
      setStepMessage(null);
      return true;
    }
    setShowErrors(true);
    const messageAt = (path: string) => form.getFieldState(path as FieldPath<WizardState>).error?.message;
    const error = stepErrorOf(messageAt, form.getValues('secondaryGoals').length);
    if (error === 'primaryRequired') {
      setStepMessage(t('plans.wizard.errors.fillPrimary'));
      toast({
        variant: 'destructive',
        title: t('plans.wizard.errors.missingTitle'),
        description: t('plans.wizard.errors.missingDescription'),
      });
    } else if (error) {
      setStepMessage(t(`plans.wizard.errors.${error}`));
    }
    return false;
  }

  return {
    form,
    step,
    today,
    showErrors,
    stepMessage,
    check,
    next: async () => {
      if (!(await check(step as 1 | 2 | 3))) return;
      setStep(step + 1);
      setShowErrors(false);
      form.clearErrors();
    },
    previous: () => {
      setStepMessage(null);
      // The step before was the history entry before this one: going back there is what the browser's Back does too.
      if (stepOf(location.state) !== null && location.key !== 'default') navigate(-1);
      else setStep(Math.max(1, step - 1));
    },
    goTo: setStep,
  };
}
