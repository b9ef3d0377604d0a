import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SKIP_REASONS, type SkipReason } from '@shared/schemas/activity-names';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import { displayName, sortByDay } from '@shared/weeks/workout-display';
import { useAuth } from '../../auth';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFlowWorkouts } from '../api/get-flow-workouts';
import { useWeekWorkouts } from '../api/get-week-workouts';
import { weekWorkoutsSource } from '../api/week-workouts-reads';
import { shortWeekday } from '../../../lib/weekday-labels';
import {
  ChoiceChips,
  DialogShell,
  OutcomeBadge,
  outcomeOf,
  useReportWorkout,
  useUndoWorkoutReport,
} from '../../logging';

type Answer = 'done' | 'skipped' | 'unsure';

const answerOf = (w: WorkoutView): Answer =>
  outcomeOf(w) === 'done' ? 'done' : outcomeOf(w) === 'skipped' ? 'skipped' : 'unsure';

/** One workout of the check-in: done / skipped (then why) / not sure, each one tap. */
function CheckInRow({ workout }: { workout: WorkoutView }) {
  const { t } = useTranslation();
  const report = useReportWorkout();
  const undo = useUndoWorkoutReport();
  const [askingWhy, setAskingWhy] = useState(false);
  const recorded = outcomeOf(workout) === 'done' && !workout.report;
  const answer = answerOf(workout);
  const pending = report.isPending || undo.isPending;
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('logging.report.failed'), description: errorText(error) });

  const choose = (next: Answer) => {
    setAskingWhy(next === 'skipped' && answer !== 'skipped');
    if (next === 'done' && answer !== 'done')
      report.mutate({ id: workout.id, report: { status: 'done' } }, { onError: failed });
    if (next === 'unsure' && workout.report) undo.mutate(workout.id, { onError: failed });
  };
  const skip = (reason: SkipReason) =>
    report.mutate(
      { id: workout.id, report: { status: 'skipped', reason } },
      { onSuccess: () => setAskingWhy(false), onError: failed },
    );

  const options: Answer[] = ['done', 'skipped', 'unsure'];
  return (
    <li
      className="rounded-xl border border-line p-3"
      data-testid="check-in-row"
      data-workout-id={workout.id}
      data-outcome={outcomeOf(workout)}
    >
      <div className="flex items-start gap-3">
        <span className="w-9 shrink-0 text-center text-xs font-semibold uppercase text-muted">
          {workout.day ? shortWeekday(workout.day, t) : '—'}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block break-words text-sm font-semibold">
            {displayName(workout.workoutDetails.workoutName)}
          </span>
          <OutcomeBadge workout={workout} className="text-xs" />
        </span>
      </div>
      {recorded ? (
        <p className="mt-2 pl-12 text-xs text-muted">{t('logging.checkIn.recorded')}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('logging.checkIn.answerFor', { workout: displayName(workout.workoutDetails.workoutName) })}
          className="mt-2 grid grid-cols-3 gap-1.5 sm:pl-12"
        >
          {options.map((option) => {
            const checked = askingWhy ? option === 'skipped' : answer === option;
            return (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={checked}
                disabled={pending}
                onClick={() => choose(option)}
                data-testid={`check-in-${option}`}
                className={cn(
                  'min-h-10 rounded-lg border px-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
                  checked
                    ? 'border-primary bg-ember-500/10 ring-1 ring-primary'
                    : 'border-line text-muted hover:bg-surface-2 hover:text-fg',
                )}
              >
                {t(`logging.checkIn.${option}`)}
              </button>
            );
          })}
        </div>
      )}
      {askingWhy && (
        <div className="mt-2 sm:pl-12">
          <p className="mb-1.5 text-xs font-semibold text-muted">{t('logging.skip.reason')}</p>
          <ChoiceChips
            label={t('logging.skip.reason')}
            options={SKIP_REASONS}
            value=""
            onChange={(r) => r && skip(r)}
            optionLabel={(o) => t(`logging.reasons.${o}`)}
            testId="check-in-reason"
          />
        </div>
      )}
    </li>
  );
}

/**
 * "What did you do this week?": the week's workouts, what an activity completed already ticked. Before the summary
 * it ends with "Summarize week"; from the this-week card, with "Done".
 */
export function WeekCheckIn({
  week,
  open,
  onOpenChange,
  onContinue,
  continuing = false,
}: {
  week: WeekView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue?: () => void;
  /** The summary is being started: the button waits (the dialog closes once it began, or stays and says why not). */
  continuing?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const source = weekWorkoutsSource(week);
  const listed = useWeekWorkouts(week.id, open && source === 'week');
  const flow = useFlowWorkouts(user?.id, open && source === 'flow');
  const query = source === 'flow' ? flow : listed;
  const workouts = sortByDay(query.data ?? []);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('logging.checkIn.title')}
      description={t('logging.checkIn.lead')}
      testId="week-check-in"
    >
      {query.isPending && source ? (
        <Spinner className="flex justify-center py-6 text-muted" />
      ) : workouts.length === 0 ? (
        <p className="text-sm text-muted">{t('weeks.workouts.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {workouts.map((w) => (
            <CheckInRow key={w.id} workout={w} />
          ))}
        </ul>
      )}
      <DialogFooter>
        {onContinue ? (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={onContinue} disabled={continuing} data-testid="check-in-summarize">
              {continuing && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {t('weeks.summary.start')}
            </Button>
          </>
        ) : (
          <Button onClick={() => onOpenChange(false)} data-testid="check-in-close">
            {t('logging.checkIn.close')}
          </Button>
        )}
      </DialogFooter>
    </DialogShell>
  );
}
