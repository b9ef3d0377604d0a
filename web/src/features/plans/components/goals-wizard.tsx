import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useCreatePlan } from '../api/create-plan';
import { useEventTypes } from '../api/get-event-types';
import { saveGeneration } from '../lib/generation-storage';
import { initialWizardState, LAST_STEP, toPayload } from '../lib/wizard-rules';
import { GenerationProgress } from './generation-progress';
import { useWizard } from './wizard/use-wizard';
import { WizardBody } from './wizard/wizard-body';
import { USER_KEY } from '../../auth';

/**
 * Set goals and preferences, then start the plan. On /create-plan it moves on to /waiting; in onboarding
 * (step 3) the progress view shows in place, since /waiting is only reachable once onboarding is done.
 */
export function GoalsWizard({ mode }: { mode: 'create' | 'onboarding' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const eventTypes = useEventTypes();
  const wizard = useWizard(initialWizardState);
  const createPlan = useCreatePlan();
  const [generating, setGenerating] = useState(false);

  if (generating) {
    return (
      <GenerationProgress
        onDone={() => navigate('/dashboard', { replace: true })}
        onRetry={() => {
          setGenerating(false);
          wizard.goTo(1);
        }}
      />
    );
  }

  if (eventTypes.isPending)
    return <Spinner className="mx-auto flex justify-center py-16 text-muted" label={t('plans.wizard.loading')} />;
  if (eventTypes.isError) {
    return (
      <p role="alert" className="rounded-xl bg-danger/10 p-4 text-danger">
        {t('plans.wizard.errors.eventTypesFailed')}
      </p>
    );
  }

  const submit = async () => {
    if (!(await wizard.check())) return;
    createPlan.mutate(toPayload(wizard.form.getValues(), eventTypes.data), {
      onSuccess: async (result) => {
        saveGeneration(result);
        await queryClient.invalidateQueries({ queryKey: USER_KEY });
        // Onboarding moves to status 4 with this refresh and shows the progress view itself.
        if (mode === 'create') navigate('/waiting');
        else setGenerating(true);
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('plans.wizard.errors.createFailed'), description: errorText(error) }),
    });
  };

  return (
    <div
      className="mx-auto max-w-3xl space-y-6 [&_:is(input,textarea,button)]:scroll-mb-32 md:[&_:is(input,textarea,button)]:scroll-mb-0"
      data-testid="goals-wizard"
    >
      <WizardBody
        step={wizard.step}
        form={wizard.form}
        eventTypes={eventTypes.data}
        today={wizard.today}
        showErrors={wizard.showErrors}
      />
      {wizard.stepMessage && (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {wizard.stepMessage}
        </p>
      )}
      <div
        className={`sticky ${mode === 'onboarding' ? 'bottom-3' : 'bottom-20'} z-10 flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface/95 p-3 shadow-lg backdrop-blur md:static md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
      >
        <Button variant="outline" onClick={wizard.previous} disabled={wizard.step === 1}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('plans.wizard.previous')}
        </Button>
        {wizard.step < LAST_STEP ? (
          <Button onClick={() => void wizard.next()}>
            {t('plans.wizard.next')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button onClick={() => void submit()} disabled={createPlan.isPending}>
            {createPlan.isPending ? <Spinner /> : <Sparkles className="h-4 w-4" aria-hidden="true" />}
            {t('plans.wizard.create')}
          </Button>
        )}
      </div>
    </div>
  );
}
