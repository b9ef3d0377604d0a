import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { Card } from '../../../components/ui/card';
import { outcomeOf } from '../lib/outcome';
import { OutcomeBadge } from './outcome-badge';
import { ReportActions } from './report-actions';

/** On the workout's page: what became of it, the athlete's note, and the report controls (or undo). */
export function WorkoutReportCard({ workout }: { workout: WorkoutView }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(workout);
  const byActivity = outcome === 'done' && !workout.report;
  return (
    <Card className="p-5" data-testid="workout-report-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">{t('logging.card.title')}</h2>
        <OutcomeBadge workout={workout} className="text-sm" />
      </div>
      <p className="mt-1 text-sm text-muted">
        {t(
          byActivity
            ? 'logging.card.recorded'
            : outcome === 'not-reported'
              ? 'logging.card.notReported'
              : 'logging.card.lead',
        )}
      </p>
      {workout.report?.note && (
        <p className="mt-2 whitespace-pre-line rounded-xl bg-surface-2/60 p-3 text-sm">{workout.report.note}</p>
      )}
      <ReportActions workout={workout} className="mt-3" />
    </Card>
  );
}
