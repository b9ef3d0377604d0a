import { useTranslation } from 'react-i18next';
import type { ReportWorkoutBody } from '@shared/schemas/activities';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useReportWorkout } from '../api/report-workout';
import type { ReportDialogProps } from './changed-dialog';

/** A report dialog's submit: sends the report, closes the dialog on success, says why on failure. */
export function useReportSubmit({
  workout,
  onOpenChange,
  onReported,
}: Pick<ReportDialogProps, 'workout' | 'onOpenChange' | 'onReported'>) {
  const { t } = useTranslation();
  const report = useReportWorkout();
  const send = (body: ReportWorkoutBody) =>
    report.mutate(
      { id: workout.id, report: body },
      {
        onSuccess: (saved) => {
          onOpenChange(false);
          onReported?.(saved);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('logging.report.failed'), description: errorText(error) }),
      },
    );
  return { send, pending: report.isPending };
}
