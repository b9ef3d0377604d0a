import type { PlanView } from '../../../../../shared/schemas/plans';

/** Placeholder: the weeks feature replaces this with the next-week planner card. */
export function NextWeekPlanner(_props: { plan: PlanView }) {
  return null;
}
