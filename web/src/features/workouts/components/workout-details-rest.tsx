import type { WorkoutView } from '@shared/schemas/weeks';
import { useRevealInSteps } from '../../../hooks/use-reveal-in-steps';
import { WatchSyncCard } from '../../watch';
import { WorkoutReportCard } from '../../logging';
import { DateAssignmentCard } from './date-assignment-card';
import { DeleteWorkoutCard } from './delete-workout-card';
import { ModifyWorkoutCard } from './modify-workout-card';

/**
 * The cards under the workout's summary: what became of it (and reporting it), its date, a modification request, the
 * watch and delete. They commit one at a time, top to bottom: the date card's form and select (and the re-render
 * their first layout effects ask for) in one commit with the rest was a single long task on a phone.
 */
export function WorkoutDetailsRest({ workout }: { workout: WorkoutView }) {
  const shown = useRevealInSteps(5);
  return (
    <>
      <WorkoutReportCard workout={workout} />
      {shown >= 2 && (
        <div className="grid gap-5 md:grid-cols-2">
          <DateAssignmentCard workout={workout} />
          {shown >= 3 && <ModifyWorkoutCard workout={workout} />}
        </div>
      )}
      {shown >= 4 && <WatchSyncCard workout={workout} />}
      {shown >= 5 && !workout.isCompleted && <DeleteWorkoutCard workout={workout} />}
    </>
  );
}
