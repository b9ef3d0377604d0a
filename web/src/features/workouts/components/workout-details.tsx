import { useTranslation } from 'react-i18next';
import { useWorkout } from '../api/get-workout';
import { DateAssignmentCard } from './date-assignment-card';
import { DeleteWorkoutCard } from './delete-workout-card';
import { ModifyWorkoutCard } from './modify-workout-card';
import { WorkoutSummaryCard } from './workout-summary-card';
import { WatchSyncCard } from '../../watch';
import { routeUrl } from '../../../lib/api-call';
import { errorStatus } from '../../../lib/api-client';
import { TRAINER_FORMATS } from '@shared/weeks/trainer-formats';
import { TrainerDownloads } from '../../../components/trainer-downloads';
import { WorkoutReportCard } from '../../logging';

/** /modal/workout-details/{id}: the workout, what became of it (and reporting it), its date, a modification request and delete. */
export default function WorkoutDetails({ id }: { id?: string }) {
  const { t } = useTranslation();
  const workout = useWorkout(id);
  if (workout.isPending)
    return (
      <p className="py-16 text-center text-muted" data-testid="workout-loading">
        {t('workouts.details.loading')}
      </p>
    );
  if (workout.isError || !workout.data)
    return (
      <p role="alert" className="rounded-xl bg-danger/10 p-4 text-danger">
        {errorStatus(workout.error) === 404 ? t('workouts.details.notFound') : t('workouts.details.loadFailed')}
      </p>
    );
  const w = workout.data;
  return (
    <div className="space-y-5" data-testid="workout-details">
      <WorkoutSummaryCard
        details={w.workoutDetails}
        day={w.day}
        fitHref={routeUrl('workoutFit', { params: { id: w.id } })}
      >
        <TrainerDownloads
          formats={TRAINER_FORMATS[w.workoutDetails.sport]}
          href={(format) => routeUrl('workoutTrainerFile', { params: { id: w.id }, query: { format } })}
          fallbackName="workout"
          testId="trainer-download"
        />
      </WorkoutSummaryCard>
      <WorkoutReportCard workout={w} />
      <div className="grid gap-5 md:grid-cols-2">
        <DateAssignmentCard workout={w} />
        <ModifyWorkoutCard workout={w} />
      </div>
      <WatchSyncCard workout={w} />
      {!w.isCompleted && <DeleteWorkoutCard workout={w} />}
    </div>
  );
}
