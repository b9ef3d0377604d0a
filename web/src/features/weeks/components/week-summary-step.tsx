import { useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck, Loader2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { WeekView } from '@shared/schemas/weeks';
import { localDay } from '@shared/calendar/days';
import { summaryOffered } from '@shared/weeks/dates';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useTaskWaiter } from '../../../lib/task-status';
import { completeSummary, startSummary } from '../api/summarize-week';
import { refreshWeekCaches } from '../../../lib/training-cache';
import { ACTIVE_WEEK_KEY } from '../api/get-active-week';
import type { PastWeekLocationState } from '../pages/past-week-page';

// The check-in (its dialog and the activities schemas) loads when it is first opened, not with the this-week card.
const WeekCheckIn = lazy(() => import('./week-check-in').then((m) => ({ default: m.WeekCheckIn })));

/**
 * Every 1 s (the seed); 300 reads is a generous upper bound so a lost task cannot keep the button disabled forever;
 * a failed read ends the wait with the generic error.
 */
export const SUMMARY_WAIT = { every: 1_000, attempts: 300, stopOnError: () => true };

class SummaryFailed extends Error {}

/**
 * Offered from firstDay + 6: first "What did you do this week?" (the athlete's word on each workout), then summarise,
 * poll every 1 s, complete, refresh the caches.
 */
export function WeekSummaryStep({ week }: { week: WeekView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  const [checkingIn, setCheckingIn] = useState(false);
  // Mounted from its first opening on, so it closes as a dialog does.
  const [checkInMounted, setCheckInMounted] = useState(false);
  const waitForSummary = useTaskWaiter('weekSummaryStatus', SUMMARY_WAIT);
  if (!summaryOffered(week.firstDay, localDay(new Date()))) return null;

  const run = async () => {
    setRunning(true);
    // Refused before it began (the week is not over yet by the server's clock, no active week): say why, keep the check-in open.
    const started = await startSummary().catch((error: unknown) => {
      toast({ variant: 'destructive', title: t('weeks.summary.errorDescription'), description: errorText(error) });
      return null;
    });
    if (!started) return setRunning(false);
    setCheckingIn(false);
    try {
      const { sessionId, taskId } = started;
      const outcome = await waitForSummary(sessionId);
      if (outcome.data?.status === 'failed') throw new SummaryFailed(outcome.data.error);
      if (outcome.state !== 'completed') throw new Error('Summary did not complete', { cause: outcome.error });
      await completeSummary(taskId);
      client.setQueryData(ACTIVE_WEEK_KEY, null);
      await refreshWeekCaches(client);
      toast({ title: t('weeks.summary.successTitle'), description: t('weeks.summary.successDescription') });
      // The result first (the summary on the closed week's page); its "Plan the next week" leads to the planner.
      const state: PastWeekLocationState = { justSummarized: true };
      navigate(`/plans/${week.trainingPlanId}/weeks/${week.id}`, { state });
    } catch (error) {
      if (error instanceof SummaryFailed) toast({ variant: 'destructive', title: t('weeks.summary.failed') });
      else
        toast({
          variant: 'destructive',
          title: t('weeks.summary.errorTitle'),
          description: t('weeks.summary.errorDescription'),
        });
    } finally {
      setRunning(false);
    }
  };

  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-aqua-400/30 bg-aqua-400/10 p-4 sm:flex-row sm:items-center"
      data-testid="week-summary-step"
    >
      <ClipboardCheck className="hidden h-6 w-6 shrink-0 text-accent sm:block" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-sm font-semibold">{t('weeks.summary.title')}</p>
        <p className="text-xs text-muted">{t('weeks.summary.description')}</p>
      </div>
      <Button
        onClick={() => {
          setCheckInMounted(true);
          setCheckingIn(true);
        }}
        disabled={running}
        data-testid="summarize-week"
      >
        {running && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {running ? t('weeks.summary.running') : t('weeks.summary.start')}
      </Button>
      {checkInMounted && (
        <Suspense fallback={null}>
          <WeekCheckIn
            week={week}
            open={checkingIn}
            onOpenChange={setCheckingIn}
            onContinue={() => void run()}
            continuing={running}
          />
        </Suspense>
      )}
    </div>
  );
}
