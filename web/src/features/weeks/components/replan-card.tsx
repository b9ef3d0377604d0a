import { CalendarClock, Check, Loader2, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WorkoutView } from '@shared/schemas/weeks';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorText } from '../../../lib/api-client';
import { useDecideReplan, useWeekReplan } from '../api/week-replan';

/**
 * The rest of the week re-planned after a skip, a blackout or a move (each change with its reason): accept all, or
 * keep the original of one, as the adaptive week's card does. Nothing shows while the week needs no change.
 */
export function ReplanCard({ weekId, workouts }: { weekId: string; workouts: readonly WorkoutView[] }) {
  const { t } = useTranslation();
  const replan = useWeekReplan(weekId, workouts);
  const decide = useDecideReplan(weekId);
  const changes = replan.data?.changes ?? [];
  if (!changes.length) return null;

  const acceptAll = () =>
    decide.mutate(
      { accept: changes.map((c) => c.key) },
      {
        onSuccess: (outcome) =>
          toast({
            title: t('replan.accepted', {
              moved: outcome.moved,
              shortened: outcome.shortened,
              dropped: outcome.dropped,
            }),
          }),
      },
    );

  return (
    <section
      className="rounded-2xl border border-accent/40 bg-surface p-4 sm:p-5"
      aria-labelledby="replan-title"
      data-testid="replan-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="replan-title" className="flex items-center gap-2 font-bold">
            <CalendarClock className="h-4 w-4 text-accent" aria-hidden="true" />
            {t('replan.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('replan.subtitle')}</p>
        </div>
        <Button size="sm" onClick={acceptAll} disabled={decide.isPending} data-testid="replan-accept-all">
          {decide.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Check className="h-4 w-4" aria-hidden="true" />
          )}
          {t('replan.acceptAll')}
        </Button>
      </div>
      <ul className="mt-4 divide-y divide-line">
        {changes.map((change) => (
          <li
            key={change.key}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="replan-change"
            data-kind={change.kind}
          >
            <p className="text-sm">{change.text}</p>
            <Button
              size="sm"
              variant="outline"
              className="shrink-0"
              onClick={() => decide.mutate({ keep: [change.key] })}
              disabled={decide.isPending}
              aria-label={t('replan.keepOriginalOf', { change: change.text })}
              data-testid="replan-keep"
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('replan.keepOriginal')}
            </Button>
          </li>
        ))}
      </ul>
      {decide.error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorText(decide.error)}
        </p>
      )}
    </section>
  );
}
