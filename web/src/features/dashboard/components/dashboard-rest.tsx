import { useEffect } from 'react';
import { NextWeekPlanner } from '../../weeks';
import type { Plan } from '../../plans';
import type { WeekView } from '@shared/schemas/weeks';
import { useRevealInSteps } from '../../../hooks/use-reveal-in-steps';
import { ThisWeekCard } from './this-week-card';
import { ReadinessCard } from '../../readiness';

interface Props {
  plan: Plan | null;
  week: WeekView | null;
  showPlanner: boolean;
  /** Called once these cards are on screen (the side column waits for them, so they never push it down). */
  onShown: () => void;
}

/** The dashboard's cards under the plan overview: the readiness check, the week planner or this week's workouts. */
export function DashboardMainRest({ plan, week, showPlanner, onShown }: Props) {
  // Each card commits in a task of its own, top to bottom.
  const shown = useRevealInSteps(3);
  useEffect(() => {
    if (shown === 3) onShown();
  }, [shown, onShown]);
  return (
    <>
      <ReadinessCard />
      {shown >= 2 && plan && showPlanner && <NextWeekPlanner plan={plan} />}
      {shown >= 3 && plan && <ThisWeekCard plan={plan} week={week} plannerShown={showPlanner} />}
    </>
  );
}
