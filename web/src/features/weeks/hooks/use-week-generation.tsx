import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastAction } from '../../../components/ui/lazy-toaster';
import { toast } from '../../../components/ui/use-toast';
import { errorStatus, errorText } from '../../../lib/api-client';
import { useTaskStatus } from '../../../lib/task-status';
import { useCreateWeek, type CreateWeekInput } from '../api/create-week';
import { refreshWeekCaches } from '../../../lib/training-cache';
import { readPendingWeek, savePendingWeek, type PendingWeek } from '../lib/pending-week';

export const RETRY_TOAST_MS = 10_000;
/** The seed sets no attempt limit for a week: it is followed until ready or failed. */
export const WEEK_STATUS_WAIT = { every: 2_000, attempts: Number.POSITIVE_INFINITY };

/**
 * Creating a week and following its generation: the insufficient-credits notice, the destructive toast for other
 * errors, and the warning toast with a retry button (10 s) when generation failed. Survives re-mounts.
 */
export function useWeekGeneration(trainingPlanId: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const create = useCreateWeek();
  const [pending, setPending] = useState<PendingWeek | null>(() => readPendingWeek());
  const [noCredits, setNoCredits] = useState(false);
  const status = useTaskStatus('weekStatus', pending?.sessionId, WEEK_STATUS_WAIT);
  const handled = useRef<string | null>(null);

  const track = useCallback((next: PendingWeek | null) => {
    savePendingWeek(next);
    setPending(next);
  }, []);

  const submit = useCallback(
    (input: Omit<CreateWeekInput, 'trainingPlanId'>) => {
      setNoCredits(false);
      create.mutate(
        { ...input, trainingPlanId },
        {
          onSuccess: (res) =>
            track({
              weekId: res.weekId,
              sessionId: res.sessionId,
              trainingStyle: input.trainingStyle ?? 'classic',
              requirementsPrompt: input.requirementsPrompt ?? '',
            }),
          onError: (error) => {
            if (errorStatus(error) === 402) return setNoCredits(true);
            const message = errorText(error);
            toast({
              variant: 'destructive',
              title: t('weeks.planner.createFailedTitle'),
              description: message || t('weeks.planner.createFailed'),
            });
          },
        },
      );
    },
    [create, trainingPlanId, t, track],
  );

  const { state, data } = status;
  useEffect(() => {
    if (!pending || handled.current === pending.sessionId) return;
    if (state === 'completed') {
      handled.current = pending.sessionId;
      track(null);
      void refreshWeekCaches(client);
    } else if (state === 'failed') {
      handled.current = pending.sessionId;
      const failed = pending;
      track(null);
      void refreshWeekCaches(client);
      toast({
        variant: 'warning',
        title: t('weeks.planner.generationFailedTitle'),
        description: data?.error || t('weeks.planner.generationFailed'),
        duration: RETRY_TOAST_MS,
        action: (
          <ToastAction
            altText={t('weeks.planner.retry')}
            onClick={() =>
              submit({
                trainingStyle: failed.trainingStyle as CreateWeekInput['trainingStyle'],
                requirementsPrompt: failed.requirementsPrompt,
                retry: true,
                weekId: failed.weekId,
              })
            }
          >
            {t('weeks.planner.retry')}
          </ToastAction>
        ),
      });
    }
  }, [pending, state, data, client, t, track, submit]);

  return { submit, generating: create.isPending || Boolean(pending), noCredits };
}
