import { Check, PencilLine, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { displayName } from '@shared/weeks/workout-display';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { canUndo, reportable } from '../lib/outcome';
import { useWorkoutReporting } from './use-workout-reporting';

/**
 * The three ways to report a workout (done as planned, done but different, skipped), or undo once reported.
 * Nothing when an activity completed it (deleting that activity is the way back).
 */
export function ReportActions({ workout, className }: { workout: WorkoutView; className?: string }) {
  const { t } = useTranslation();
  const reporting = useWorkoutReporting(workout);
  const name = displayName(workout.workoutDetails.workoutName);
  if (!reportable(workout) && !canUndo(workout)) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-1', className)} data-testid="report-actions">
      {canUndo(workout) ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={reporting.undo}
          disabled={reporting.pending}
          aria-label={t('logging.report.undoFor', { workout: name })}
          data-testid="report-undo"
        >
          <Undo2 className="h-4 w-4" aria-hidden="true" />
          {t('logging.report.undo')}
        </Button>
      ) : (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={reporting.done}
            disabled={reporting.pending}
            aria-label={t('logging.actions.doneFor', { workout: name })}
            data-testid="report-done"
          >
            <Check className="h-4 w-4 text-green-700 dark:text-lime-400" aria-hidden="true" />
            {t('logging.actions.done')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={reporting.openChanged}
            disabled={reporting.pending}
            aria-label={t('logging.actions.changedFor', { workout: name })}
            data-testid="report-changed"
          >
            <PencilLine className="h-4 w-4" aria-hidden="true" />
            {t('logging.actions.changed')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={reporting.openSkipped}
            disabled={reporting.pending}
            aria-label={t('logging.actions.skippedFor', { workout: name })}
            data-testid="report-skipped"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('logging.actions.skipped')}
          </Button>
        </>
      )}
      {reporting.dialogs}
    </div>
  );
}
