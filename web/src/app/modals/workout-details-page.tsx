import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import WorkoutDetails from '../../features/workouts/components/workout-details';
import { ModalFrame } from './modal-frame';

/**
 * /modal/workout-details/{id}: a route of its own rather than a lazy screen of the registry, so the screen's code
 * comes with the route (index.html modulepreloads it, src/app/first-screen-reads.ts starts the workout's read) and a
 * direct visit renders the workout at once instead of after two more round trips.
 */
export default function WorkoutDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ModalFrame title={t('workouts.details.title')}>
      <WorkoutDetails id={id} />
    </ModalFrame>
  );
}
