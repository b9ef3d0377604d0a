import { Bike, Footprints, Pencil, Trophy, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Goal } from '@shared/schemas/plans';
import { Card } from '../../../components/ui/card';
import { enGbDate, formatDistance, type Plan, useEventTypes } from '../../plans';

function Distances({ goal }: { goal: Pick<Goal, 'swimDistance' | 'bikeDistance' | 'runDistance'> }) {
  const { i18n } = useTranslation();
  const items = [
    { icon: Waves, value: goal.swimDistance, sport: 'swim' as const },
    { icon: Bike, value: goal.bikeDistance, sport: 'bike' as const },
    { icon: Footprints, value: goal.runDistance, sport: 'run' as const },
  ].filter((i) => i.value != null);
  return (
    <div className="flex flex-wrap gap-2">
      {items.map(({ icon: Icon, value, sport }) => (
        <span
          key={sport}
          className="inline-flex items-center gap-1.5 rounded-lg bg-surface-2 px-2.5 py-1 text-sm font-medium"
        >
          <Icon className="h-4 w-4 text-accent" aria-hidden="true" />
          {formatDistance(sport, value!, i18n.resolvedLanguage)}
        </span>
      ))}
    </div>
  );
}

/** The target event with its edit icon (to /modal/edit-plan), plus any secondary goals. */
export function TargetEventCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const eventTypes = useEventTypes();
  const typeName = (id: string) => eventTypes.data?.find((e) => e.id === id)?.name ?? id;
  return (
    <Card className="p-5 sm:p-6" data-testid="target-event">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-ember-500/15 text-primary">
            <Trophy className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('dashboard.target.title')}</p>
            <p className="font-bold">{plan.primaryEventName}</p>
          </div>
        </div>
        <Link
          to="/modal/edit-plan"
          className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
          aria-label={t('dashboard.target.edit')}
        >
          <Pencil className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
      <p className="mt-3 text-sm text-muted">
        {typeName(plan.primaryEventTypeId)} · {enGbDate(plan.primaryEventDate)}
      </p>
      <div className="mt-3">
        <Distances
          goal={{
            swimDistance: plan.primaryEventSwimDistance,
            bikeDistance: plan.primaryEventBikeDistance,
            runDistance: plan.primaryEventRunDistance,
          }}
        />
      </div>
      {plan.secondaryGoals.length > 0 && (
        <div className="mt-4 space-y-2 border-t border-line pt-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('dashboard.target.secondary')}</p>
          {plan.secondaryGoals.map((goal) => (
            <div key={`${goal.name}-${goal.date}`} className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{goal.name}</span>
              <span className="text-muted">{enGbDate(goal.date)}</span>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
