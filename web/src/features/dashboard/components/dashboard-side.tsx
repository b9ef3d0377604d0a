import type { Plan } from '../../plans';
import { FeedbackCard } from './feedback-card';
import { TargetEventCard } from './target-event-card';
import { WeeksPanel } from './weeks-panel';

/** The dashboard's side column: the target event, the plan's phases and weeks, the feedback form. */
export function DashboardSide({ plan }: { plan: Plan | null }) {
  return (
    <div className="min-w-0 space-y-6">
      {plan && <TargetEventCard plan={plan} />}
      {plan && <WeeksPanel plan={plan} />}
      <FeedbackCard />
    </div>
  );
}
