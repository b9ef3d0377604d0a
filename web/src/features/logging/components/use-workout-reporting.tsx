import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { ToastAction } from '../../../components/ui/lazy-toaster';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useReportWorkout, useUndoWorkoutReport } from '../api/report-workout';

// The forms (and zod) load when a dialog first opens, not with every list of workouts.
const ChangedDialog = lazy(() => import('./changed-dialog'));
const SkipDialog = lazy(() => import('./skip-dialog'));

const UNDO_TOAST_MS = 8_000;

/**
 * Everything a workout's report controls need: "Done as planned" in one tap, the two dialogs, and undo (from the
 * toast that confirms each report, or from the reported state).
 */
export function useWorkoutReporting(workout: WorkoutView) {
  const { t } = useTranslation();
  const report = useReportWorkout();
  const undoReport = useUndoWorkoutReport();
  const [dialog, setDialog] = useState<'changed' | 'skipped' | null>(null);

  const undo = () =>
    undoReport.mutate(workout.id, {
      onSuccess: () => toast({ title: t('logging.report.undone') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('logging.report.undoFailed'), description: errorText(error) }),
    });

  const confirm = (saved: WorkoutView) => {
    const status = saved.report?.status ?? 'done';
    toast({
      title: t(`logging.report.saved.${status}`),
      duration: UNDO_TOAST_MS,
      action: (
        <ToastAction altText={t('logging.report.undo')} onClick={undo}>
          {t('logging.report.undo')}
        </ToastAction>
      ),
    });
  };

  const done = () =>
    report.mutate(
      { id: workout.id, report: { status: 'done' } },
      {
        onSuccess: confirm,
        onError: (error) =>
          toast({ variant: 'destructive', title: t('logging.report.failed'), description: errorText(error) }),
      },
    );

  const close = (open: boolean) => !open && setDialog(null);
  const dialogs = dialog && (
    <Suspense fallback={null}>
      {dialog === 'changed' && <ChangedDialog workout={workout} open onOpenChange={close} onReported={confirm} />}
      {dialog === 'skipped' && <SkipDialog workout={workout} open onOpenChange={close} onReported={confirm} />}
    </Suspense>
  );

  return {
    done,
    openChanged: () => setDialog('changed'),
    openSkipped: () => setDialog('skipped'),
    undo,
    pending: report.isPending || undoReport.isPending,
    dialogs,
  };
}
