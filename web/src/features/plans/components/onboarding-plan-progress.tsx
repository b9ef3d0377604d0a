import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { GenerationProgress } from './generation-progress';
import { USER_KEY } from '../../auth';

/**
 * Onboarding step 4 (plan requested): the progress view in place, since only /onboarding is reachable before
 * onboarding ends. Done -> /dashboard; a failed generation puts the athlete back on the goals step (status 3).
 */
export function OnboardingPlanProgress() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <GenerationProgress
      onDone={async () => {
        await queryClient.invalidateQueries({ queryKey: USER_KEY });
        navigate('/dashboard', { replace: true });
      }}
      onRetry={() => void queryClient.invalidateQueries({ queryKey: USER_KEY })}
    />
  );
}
