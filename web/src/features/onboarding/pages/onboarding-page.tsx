import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_SCREENS, onboardingStepOf, type OnboardingScreen } from '@shared/onboarding/steps';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth';
import { ProfileForm } from '../../account';
import { GoalsWizard, OnboardingPlanProgress } from '../../plans';
import { FitnessStep } from '../components/fitness-step';
import { OnboardingProgress } from '../components/onboarding-progress';
import { WatchStep } from '../components/watch-step';

export default function OnboardingPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // An earlier step the athlete went back to, for the user as it was then: once a step saves (the user changes),
  // the account's own step shows again.
  const [back, setBack] = useState<{ step: OnboardingScreen; of: typeof user } | null>(null);
  const shown = back && back.of === user ? back.step : null;
  if (!user) return null;
  const current = onboardingStepOf(user.onboardingStatus);
  if (current === 'done') return <Navigate to="/dashboard" replace />;
  // Only /onboarding is reachable before onboarding ends, so the plan's progress shows here.
  if (current === 'planGenerating') return <OnboardingPlanProgress />;
  const step =
    shown !== null && ONBOARDING_SCREENS.indexOf(shown) < ONBOARDING_SCREENS.indexOf(current) ? shown : current;
  const position = ONBOARDING_SCREENS.indexOf(step);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 py-4">
      <OnboardingProgress current={step} />
      {position > 0 && (
        <Button
          variant="ghost"
          className="self-start"
          onClick={() => setBack({ step: ONBOARDING_SCREENS[position - 1], of: user })}
          data-testid="onboarding-back"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('onboarding.back')}
        </Button>
      )}
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t(`onboarding.${step}.title`)}</h1>
        <p className="mt-2 text-muted">{t(`onboarding.${step}.lead`)}</p>
      </header>
      {step === 'profile' && <ProfileForm user={user} submitLabel={t('common.continue')} />}
      {step === 'watch' && <WatchStep />}
      {step === 'fitness' && <FitnessStep />}
      {step === 'goals' && <GoalsWizard mode="onboarding" />}
    </div>
  );
}
