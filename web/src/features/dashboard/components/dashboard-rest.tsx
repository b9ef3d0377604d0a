import { useEffect } from 'react';
import { NextWeekPlanner } from '../../weeks';
import type { Plan } from '../../plans';
import type { WeekView } from '@shared/schemas/weeks';
import { ThisWeekCard } from './this-week-card';
import { ReadinessCard } from '../../readiness';

interface Props {
  plan: Plan | null;
  week: WeekView | null;
  showPlanner: boolean;
  /** Called once these cards are on screen (the side column waits for them, so they never push it down). */
  onShown: () => void;
}

/** The dashboard's cards under the plan overview: the week planner or this week's workouts. */
export function DashboardMainRest({ plan, week, showPlanner, onShown }: Props) {
  useEffect(onShown, [onShown]);
  return (
    <>
      <ReadinessCard />
      {plan && showPlanner && <NextWeekPlanner plan={plan} />}
      {plan && <ThisWeekCard plan={plan} week={week} plannerShown={showPlanner} />}
    </>
  );
}
