import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { TRAINER_FORMAT_LIST, TRAINER_FORMATS } from '@shared/weeks/trainer-formats';
import { routeUrl } from '../../../lib/api-call';
import { TrainerDownloads } from '../../../components/trainer-downloads';

/** 'Download the week': one zip with every workout of the week in the chosen indoor-training format. */
export function WeekTrainerDownloads({
  weekId,
  workouts,
}: {
  weekId: string;
  workouts: readonly WorkoutView[] | undefined;
}) {
  const { t } = useTranslation();
  const available = new Set((workouts ?? []).flatMap((w) => TRAINER_FORMATS[w.workoutDetails.sport] ?? []));
  const formats = TRAINER_FORMAT_LIST.filter((f) => available.has(f));
  return (
    <TrainerDownloads
      formats={formats}
      href={(format) => routeUrl('weekTrainerFiles', { params: { weekId }, query: { format } })}
      fallbackName="tricoach-week"
      testId="week-download"
      label={t('workouts.files.downloadWeek')}
    />
  );
}
