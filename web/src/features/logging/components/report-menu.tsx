import { Check, ClipboardCheck, PencilLine, Undo2, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { displayName } from '@shared/weeks/workout-display';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { MenuOnDemand, openedByPointer, useReplayedKey, type MenuOpening } from '../../../components/ui/menu-on-demand';
import { canUndo, reportable } from '../lib/outcome';
import { useWorkoutReporting } from './use-workout-reporting';

const TRIGGER_CLASSES =
  '-mr-1 -mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 lg:-mr-1.5 lg:-mt-0.5 lg:h-6 lg:w-6';

const icon = <ClipboardCheck className="h-4 w-4" aria-hidden="true" />;

/**
 * The report controls folded into one small menu, for a week-board card. The menu (and the reporting it drives)
 * mounts on the first press: a board shows one per card.
 */
export function ReportMenu({ workout }: { workout: WorkoutView }) {
  const { t } = useTranslation();
  if (!reportable(workout) && !canUndo(workout)) return null;
  const label = t('logging.actions.menuFor', { workout: displayName(workout.workoutDetails.workoutName) });
  return (
    <MenuOnDemand
      className={TRIGGER_CLASSES}
      aria-label={label}
      data-testid="report-menu"
      icon={icon}
      menu={(opening) => <OpenedReportMenu workout={workout} label={label} opening={opening} />}
    />
  );
}

function OpenedReportMenu({ workout, label, opening }: { workout: WorkoutView; label: string; opening: MenuOpening }) {
  const { t } = useTranslation();
  const reporting = useWorkoutReporting(workout);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useReplayedKey(opening, triggerRef);
  return (
    <>
      <DropdownMenu defaultOpen={openedByPointer(opening)}>
        <DropdownMenuTrigger
          ref={triggerRef}
          className={TRIGGER_CLASSES}
          aria-label={label}
          disabled={reporting.pending}
          data-testid="report-menu"
        >
          {icon}
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
