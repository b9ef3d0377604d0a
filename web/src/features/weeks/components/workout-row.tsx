import { ChevronRight, Info, NotebookPen, Play, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WorkoutView } from '@shared/schemas/weeks';
import { displayName } from '@shared/weeks/workout-display';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { localDay } from '@shared/calendar/days';
import { dueForReport, OutcomeBadge, outcomeOf, reportable, ReportActions } from '../../logging';
import { minutes, shortWeekday } from '../../../lib/weekday-labels';
import { SportIcon } from '../../../components/sport-icon';
import type { NoteKind } from './workout-note-dialog';

export interface WorkoutRowProps {
  workout: WorkoutView;
  onStart?: (workout: WorkoutView) => void;
  starting?: boolean;
  onNote?: (workout: WorkoutView, kind: NoteKind) => void;
}

/**
 * One workout: weekday, sport, name, its outcome and length; opens its details. Once its day has come it can be
 * reported (done, done but different, skipped); completed ones offer the AI note, the athlete's note and info.
 */
export function WorkoutRow({ workout, onStart, starting, onNote }: WorkoutRowProps) {
  const { t } = useTranslation();
  const details = workout.workoutDetails;
  const outcome = outcomeOf(workout);
  const done = outcome === 'done';
  const askReport = reportable(workout) && dueForReport(workout, localDay(new Date()));
  const showNotes = done && onNote;
  return (
    <li
      className={cn(
        'rounded-xl border border-line bg-surface transition hover:border-primary/40',
        done && 'border-green-700/25 bg-lime-400/5 dark:border-lime-400/20',
      )}
      data-testid="workout-row"
      data-workout-id={workout.id}
      data-status={done ? 'completed' : 'pending'}
      data-outcome={outcome}
    >
      <div className="flex items-center gap-3 p-3">
        <div className="w-10 shrink-0 text-center">
          <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
            {workout.day ? shortWeekday(workout.day, t) : '—'}
          </span>
          <span className="block text-sm font-bold">{workout.day ? workout.day.slice(8, 10) : ''}</span>
        </div>
        <Link
          to={`/modal/workout-details/${workout.id}`}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
          data-testid="workout-link"
        >
          <SportIcon sport={details.sport} />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 block break-words text-sm font-semibold sm:line-clamp-1">
              {displayName(details.workoutName)}
            </span>
            <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
              <OutcomeBadge workout={workout} />
              <span aria-hidden="true">·</span>
              <span className="shrink-0">
                {t('weeks.workouts.minutes', { count: minutes(details.estimatedDurationInSecs) })}
              </span>
            </span>
          </span>
          {!done && !onStart && <ChevronRight className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" />}
        </Link>
        {onStart && !done && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onStart(workout)}
            disabled={starting}
            data-testid="start-workout"
          >
            <Play className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="hidden sm:inline">{t('weeks.workouts.start')}</span>
            <span className="sr-only sm:hidden">{t('weeks.workouts.start')}</span>
          </Button>
        )}
      </div>
      {(showNotes || askReport || workout.report) && (
        <div className="flex flex-wrap items-center gap-1 border-t border-line px-3 py-2">
          {(askReport || workout.report) && <ReportActions workout={workout} />}
          {showNotes && (
            <>
              <Button size="sm" variant="ghost" onClick={() => onNote(workout, 'ai')} data-testid="ai-note">
                <Sparkles className="h-4 w-4 text-primary" aria-hidden="true" />
                {t('weeks.notes.aiNote')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onNote(workout, 'user')} data-testid="user-note">
                <NotebookPen className="h-4 w-4 text-accent" aria-hidden="true" />
                {t('weeks.notes.myNote')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onNote(workout, 'info')} data-testid="info-note">
                <Info className="h-4 w-4 text-muted" aria-hidden="true" />
                {t('weeks.notes.info')}
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
