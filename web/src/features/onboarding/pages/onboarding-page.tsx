import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../app/auth';
import { ProfileForm } from '../../account/components/profile-form';
import { GoalsWizard } from '../../plans/components/goals-wizard';
import { OnboardingPlanProgress } from '../../plans/components/onboarding-plan-progress';
import { FitnessStep } from '../components/fitness-step';
import { OnboardingProgress, ONBOARDING_STEPS } from '../components/onboarding-progress';
import { WatchStep } from '../components/watch-step';

/** onboardingStatus '0'..'3' -> step; '4' waits for the plan, '5' is done. */
export function onboardingStep(status: string): number | 'waiting' | 'done' {
  if (status === '5') return 'done';
  if (status === '4') return 'waiting';
  const n = Number(status);
  return Number.isInteger(n) && n >= 0 && n <= 3 ? n : 0;
}

export default function OnboardingPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // An earlier step the athlete went back to, for the user as it was then: once a step saves (the user changes),
  // the account's own step shows again.
  const [back, setBack] = useState<{ step: number; of: typeof user } | null>(null);
  const shown = back && back.of === user ? back.step : null;
  if (!user) return null;
  const current = onboardingStep(user.onboardingStatus);
  const step = typeof current === 'number' && shown !== null && shown < current ? shown : current;
  if (step === 'done') return <Navigate to="/dashboard" replace />;
  // Only /onboarding is reachable before onboarding ends, so the plan's progress shows here.
  if (step === 'waiting') return <OnboardingPlanProgress />;
  const id = ONBOARDING_STEPS[step];
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 py-4">
      <OnboardingProgress current={step} />
      {step > 0 && (
        <Button variant="ghost" className="self-start" onClick={() => setBack({ step: step - 1, of: user })} data-testid="onboarding-back">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('onboarding.back')}
        </Button>
      )}
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t(`onboarding.${id}.title`)}</h1>
        <p className="mt-2 text-muted">{t(`onboarding.${id}.lead`)}</p>
      </header>
      {step === 0 && <ProfileForm user={user} submitLabel={t('common.continue')} />}
      {step === 1 && <WatchStep />}
      {step === 2 && <FitnessStep />}
      {step === 3 && <GoalsWizard mode="onboarding" />}
    </div>
  );
}
