import { ArrowLeft, ArrowRight, CalendarOff, FileX, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorText } from '../../../../lib/api-client';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/use-toast';
import { useEventTypes } from '../../api/get-event-types';
import { useActivePlan, type Plan } from '../../api/get-plans';
import { useFinishPlan } from '../../api/finish-plan';
import { PlanUpdateResponseError, useUpdatePlan } from '../../api/update-plan';
import { canGoPrevious, LAST_STEP, stateFromPlan, toPayload } from '../../lib/wizard-rules';
import { useWizard } from '../wizard/use-wizard';
import { WizardBody } from '../wizard/wizard-body';
import { EditChoice } from './edit-choice';
import { FinishDialog } from './finish-dialog';

const UPDATE_TOAST_MS = 3_000;
/** The training days step: where the availability (minutes, pool days, blackouts) is pointed to. */
const AVAILABILITY_STEP = 2;

function Editor({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const eventTypes = useEventTypes();
  const wizard = useWizard(() => stateFromPlan(plan), 0);
  const update = useUpdatePlan();
  const finish = useFinishPlan();
  const [confirming, setConfirming] = useState(false);

  // Seed 001: the server's refusal is 'Failed to update training plan'; an answer that is not data at all (an HTML
  // page, broken JSON) is 'Failed to update plan' with what was wrong.
  const updateFailed = (error: unknown) => {
    if (error instanceof PlanUpdateResponseError) {
      const description = t(error.kind === 'html' ? 'plans.edit.htmlResponse' : 'plans.edit.invalidJson');
      return toast({ variant: 'destructive', title: t('plans.edit.updatePlanFailed'), description });
    }
    toast({
      variant: 'destructive',
      title: t('plans.edit.updateFailed'),
      description: errorText(error) || t('plans.edit.tryAgain'),
    });
  };

  const save = async () => {
    if (!(await wizard.check())) return;
    update.mutate(
      { id: plan.id, payload: toPayload(wizard.form.getValues(), eventTypes.data ?? []) },
      {
        onSuccess: () => {
          toast({ title: t('plans.edit.updated'), duration: UPDATE_TOAST_MS });
          navigate('/dashboard');
        },
        onError: updateFailed,
      },
    );
  };

  // mutateAsync: the plan list refresh unmounts this screen, which would drop mutate()'s callbacks.
  const confirmFinish = async () => {
    try {
      await finish.mutateAsync({ planId: plan.id });
    } catch (error) {
      toast({ variant: 'destructive', title: t('plans.edit.finishFailed'), description: errorText(error) });
      return;
    }
    toast({ title: t('plans.edit.finishedTitle'), description: t('plans.edit.finishedDescription') });
    navigate('/dashboard');
  };

  if (wizard.step === 0) {
    return (
      <>
        <p className="mb-4 text-muted">{t('plans.edit.choosePrompt', { name: plan.primaryEventName })}</p>
        <EditChoice onModify={() => wizard.goTo(1)} onFinish={() => setConfirming(true)} />
        <FinishDialog
          open={confirming}
          pending={finish.isPending}
          onOpenChange={setConfirming}
          onConfirm={() => void confirmFinish()}
        />
      </>
    );
  }
  if (eventTypes.isPending) return <Spinner className="flex justify-center py-16 text-muted" />;
  if (eventTypes.isError)
    return (
      <p role="alert" className="rounded-xl bg-danger/10 p-4 text-danger">
        {t('plans.wizard.errors.eventTypesFailed')}
      </p>
    );

  return (
    <div className="space-y-6" data-testid="edit-plan">
      <WizardBody
        step={wizard.step}
        form={wizard.form}
        eventTypes={eventTypes.data}
        today={wizard.today}
        showErrors={wizard.showErrors}
      />
      {wizard.step === AVAILABILITY_STEP && (
        <p
          className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted"
          data-testid="edit-plan-availability"
        >
          <CalendarOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{t('plans.edit.availabilityNote')}</span>
          <Link to="/settings/availability" className="font-medium text-accent underline underline-offset-2">
            {t('plans.edit.availabilityLink')}
          </Link>
        </p>
      )}
      {wizard.stepMessage && (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {wizard.stepMessage}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        {canGoPrevious(wizard.step) ? (
          <Button variant="outline" onClick={wizard.previous}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('plans.wizard.previous')}
          </Button>
        ) : (
          <span />
        )}
        {wizard.step < LAST_STEP ? (
          <Button onClick={() => void wizard.next()}>
            {t('plans.wizard.next')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button onClick={() => void save()} disabled={update.isPending}>
            {update.isPending ? <Spinner /> : <Save className="h-4 w-4" aria-hidden="true" />}
            {t('plans.edit.update')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** /modal/edit-plan: step 0 (modify or finish), then the goals wizard's steps 1-3 and Update. */
export default function EditPlan() {
  const { t } = useTranslation();
  const { plan, isPending } = useActivePlan();
  if (isPending) return <Spinner className="flex justify-center py-16 text-muted" />;
  if (!plan) return <EmptyState icon={FileX} title={t('plans.edit.noActivePlan')} />;
  return <Editor plan={plan} />;
}
