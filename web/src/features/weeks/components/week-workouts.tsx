import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import { localDay } from '@shared/calendar/days';
import { useAuth } from '../../auth';
import { buttonClasses } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { activeWeekQueryOptions } from '../api/get-active-week';
import { useFlowWorkouts } from '../api/get-flow-workouts';
import { useWeekWorkouts, weekWorkoutsKey } from '../api/get-week-workouts';
import { useScheduleWorkout } from '../api/schedule-workout';
import { weekWorkoutsSource } from '../api/week-workouts-reads';
import { CheckInButton } from './check-in-button';
import { WeekActivities } from './week-activities';
import { WeekAdaptationCard } from './week-adaptation-card';
import { WeekSummaryStep } from './week-summary-step';
import { WeekTrainerDownloads } from './week-trainer-downloads';
import { WorkoutList } from './workout-list';

const GENERATING_POLL_MS = 2_000;

/** The week's workouts by its training style (trimmed), this week's activities and the summary step. */
export function WeekWorkouts({ week }: { week: WeekView }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const style = (week.trainingStyle ?? '').trim();
  const generating = week.status === 'generating';
  // While the week is being built, keep the shared active-week query fresh until it is ready (or gone).
  useQuery({
    ...activeWeekQueryOptions(),
    refetchInterval: generating ? GENERATING_POLL_MS : false,
    enabled: generating,
  });
  const source = weekWorkoutsSource(week);
  const listed = useWeekWorkouts(week.id, source === 'week');
  const flow = useFlowWorkouts(user?.id, source === 'flow');
  const schedule = useScheduleWorkout();
  const client = useQueryClient();
  const [startingId, setStartingId] = useState<string | null>(null);

  if (generating) {
    return (
      <div
        className="flex items-center gap-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted"
        data-testid="week-generating"
      >
        <Loader2 className="h-5 w-5 animate-spin text-primary" aria-hidden="true" />
        {t('weeks.workouts.generating')}
      </div>
    );
  }

  // Flexible: 'start workout' schedules it for today.
  const start = (workout: WorkoutView) => {
    setStartingId(workout.id);
    schedule.mutate(
      { id: workout.id, date: localDay(new Date()) },
      {
        onSettled: () => setStartingId(null),
        onSuccess: () => void client.invalidateQueries({ queryKey: weekWorkoutsKey(week.id) }),
        onError: (error) => console.error(`Failed to schedule workout: ${errorText(error) || 'Unknown error'}`),
      },
    );
  };

  let list;
  if (style === 'classic')
    list = <WorkoutList workouts={listed.data} isLoading={listed.isLoading} isError={listed.isError} />;
  else if (style === 'flexible')
    list = (
      <WorkoutList
        workouts={listed.data}
        isLoading={listed.isLoading}
        isError={listed.isError}
        onStart={start}
        startingId={startingId}
      />
    );
  else if (style === 'flow')
    list = (
      <div className="space-y-3">
        <WorkoutList workouts={flow.data} isLoading={flow.isLoading} isError={flow.isError} />
        <Link
          to="/modal/flow-workout"
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
          data-testid="generate-new-workout"
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('weeks.workouts.generateNew')}
        </Link>
      </div>
    );
  else
    list = (
      <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
        {t('weeks.workouts.noStyle')}
      </p>
    );

  return (
    <div className="space-y-5" data-testid="week-workouts" data-style={style}>
      <WeekAdaptationCard week={week} />
      {list}
      <CheckInButton week={week} />
      <WeekTrainerDownloads weekId={week.id} workouts={source === 'flow' ? flow.data : listed.data} />
      <WeekActivities firstDay={week.firstDay} />
      <WeekSummaryStep week={week} />
    </div>
  );
}
