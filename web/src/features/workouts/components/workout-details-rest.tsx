import type { WorkoutView } from '@shared/schemas/weeks';
import { WatchSyncCard } from '../../watch';
import { WorkoutReportCard } from '../../logging';
import { DateAssignmentCard } from './date-assignment-card';
import { DeleteWorkoutCard } from './delete-workout-card';
import { ModifyWorkoutCard } from './modify-workout-card';

/** The cards under the workout's summary: what became of it (and reporting it), its date, a modification request, the watch and delete. */
export function WorkoutDetailsRest({ workout }: { workout: WorkoutView }) {
  return (
    <>
      <WorkoutReportCard workout={workout} />
      <div className="grid gap-5 md:grid-cols-2">
        <DateAssignmentCard workout={workout} />
        <ModifyWorkoutCard workout={workout} />
      </div>
      <WatchSyncCard workout={workout} />
      {!workout.isCompleted && <DeleteWorkoutCard workout={workout} />}
    </>
  );
}
