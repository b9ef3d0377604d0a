import { Check, ClipboardCheck, PencilLine, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { displayName } from '@shared/weeks/workout-display';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { canUndo, reportable } from '../lib/outcome';
import { useWorkoutReporting } from './use-workout-reporting';

/** The report controls folded into one small menu, for a week-board card. */
export function ReportMenu({ workout }: { workout: WorkoutView }) {
  const { t } = useTranslation();
  const reporting = useWorkoutReporting(workout);
  if (!reportable(workout) && !canUndo(workout)) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="-mr-1 -mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 lg:-mr-1.5 lg:-mt-0.5 lg:h-6 lg:w-6"
          aria-label={t('logging.actions.menuFor', { workout: displayName(workout.workoutDetails.workoutName) })}
          disabled={reporting.pending}
          data-testid="report-menu"
        >
          <ClipboardCheck className="h-4 w-4" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent aria-label={t('logging.actions.menu')}>
          {canUndo(workout) ? (
            <DropdownMenuItem onSelect={reporting.undo} data-testid="report-undo">
              <Undo2 className="h-4 w-4" aria-hidden="true" />
              {t('logging.report.undo')}
            </DropdownMenuItem>
          ) : (
            <>
              <DropdownMenuItem onSelect={reporting.done} data-testid="report-done">
                <Check className="h-4 w-4 text-green-700 dark:text-lime-400" aria-hidden="true" />
                {t('logging.actions.doneLong')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={reporting.openChanged} data-testid="report-changed">
                <PencilLine className="h-4 w-4" aria-hidden="true" />
                {t('logging.actions.changedLong')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={reporting.openSkipped} data-testid="report-skipped">
                <X className="h-4 w-4" aria-hidden="true" />
                {t('logging.actions.skippedLong')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {reporting.dialogs}
    </>
  );
}
