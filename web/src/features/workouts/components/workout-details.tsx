import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWorkout } from '../api/get-workout';
import { WorkoutSummaryCard } from './workout-summary-card';
import { routeUrl } from '../../../lib/api-call';
import { errorStatus } from '../../../lib/api-client';
import { RENDER_DATA_WAIT_MS, settledWithin } from '../../../lib/settled-within';
import { useModuleAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { TRAINER_FORMATS } from '@shared/weeks/trainer-formats';
import { TrainerDownloads } from '../../../components/trainer-downloads';

// The cards under the summary (forms, a select, dialogs: most of this screen's code) are a chunk fetched once the
// summary has painted, with their reads: the first screen evaluates only what it shows, in no single long render.
const loadRest = () => import('./workout-details-rest');
const loadRestReads = () => import('../api/workout-details-rest-reads');

/** /modal/workout-details/{id}: the workout, what became of it (and reporting it), its date, a modification request and delete. */
export default function WorkoutDetails({ id }: { id?: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const workout = useWorkout(id);
  const weekId = workout.data?.weekId;
  const rest = useModuleAfterFirstPaint(weekId !== undefined, () => {
    const reads = loadRestReads().then((m) => m.prefetchDetailsRestReads(client, weekId!));
    // Rendered with their data in one transition, not again as each answer lands.
    return Promise.all([loadRest(), settledWithin(reads, RENDER_DATA_WAIT_MS)]).then(([loaded]) => loaded);
  });
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
      {rest && <rest.WorkoutDetailsRest workout={w} />}
    </div>
  );
}
