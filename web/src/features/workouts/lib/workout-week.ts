import type { Weekday } from '@shared/schemas/training';
import type { WeekView } from '@shared/schemas/weeks';
import { useActiveWeek } from '../../weeks';
import { useActivePlan, usePlanWeeks } from '../../plans';

/** The week a workout belongs to (the active week, else the plan's list) and the plan's training days. */
export function useWorkoutWeek(weekId: string): {
  week: WeekView | null;
  pending: boolean;
  trainingDays: readonly Weekday[] | null;
} {
  const active = useActiveWeek();
  const plans = useActivePlan();
  const isActive = active.data?.id === weekId;
  const listed = usePlanWeeks(!active.isPending && !isActive ? plans.plan?.id : undefined);
  const week = isActive ? active.data! : (listed.data?.find((w) => w.id === weekId) ?? null);
  return {
    week,
    pending: !week && (active.isPending || plans.isPending || listed.isLoading),
    trainingDays: plans.plan?.workoutDays ?? null,
  };
}
