import { CalendarCheck, ChevronRight, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WeekView } from '@shared/schemas/weeks';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { enGbDate, phaseWeeks, type Plan, useOverview, usePlanWeeks } from '../../plans';
import { localDay } from '@shared/calendar/days';
import { mondayOnOrAfter } from '@shared/calendar/weekdays';
import { weekLabel } from '@shared/weeks/dates';

function WeekRow({ week, index }: { week: WeekView; index: number }) {
  const { t } = useTranslation();
  const range = weekLabel(week.firstDay);
  const state = week.deleted ? 'deleted' : week.active ? 'active' : 'done';
  return (
    <li>
      <Link
        to={`/plans/${week.trainingPlanId}/weeks/${week.id}`}
        className={cn(
          'flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 transition hover:ring-1 hover:ring-primary/40 focus-visible:outline-2 focus-visible:outline-ring',
          week.active ? 'bg-primary/10' : 'bg-surface-2/60',
        )}
        data-testid="week-row-link"
      >
        <div>
          <p className="text-sm font-semibold">{t('dashboard.weeks.week', { n: index + 1 })}</p>
          <p className="text-xs text-muted">
            {range.from} - {range.to}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone="accent">
            {t(`dashboard.styles.${week.trainingStyle}`, { defaultValue: week.trainingStyle })}
          </Badge>
          <Badge tone={state === 'active' ? 'primary' : state === 'deleted' ? 'danger' : 'success'}>
            {t(`dashboard.weeks.state.${state}`)}
          </Badge>
          <ChevronRight className="h-4 w-4 text-muted" aria-hidden="true" />
        </div>
      </Link>
    </li>
  );
}

/** The plan/weeks panel: the phases as a timeline and the weeks lived so far. */
export function WeeksPanel({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const weeks = usePlanWeeks(plan.id);
  const phases = useOverview(plan.planOverview)?.trainingPhases ?? [];
  const monday = mondayOnOrAfter(localDay(new Date()));

  return (
    <Card className="p-5 sm:p-6" data-testid="weeks-panel">
      <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <Layers className="h-5 w-5 text-accent" aria-hidden="true" />
        {t('dashboard.weeks.title')}
      </h2>
      {phases.length > 0 && (
        <ol className="mt-4 space-y-0">
          {phases.map((phase) => {
            const current = phase.startDate <= monday && monday <= phase.endDate;
            return (
              <li key={`${phase.phaseName}-${phase.startDate}`} className="relative flex gap-3 pb-4 last:pb-0">
                <span
                  className={cn(
                    'mt-1 h-3 w-3 shrink-0 rounded-full border-2',
                    current ? 'border-primary bg-primary' : 'border-line bg-surface',
                  )}
                  aria-hidden="true"
                />
                <div className="min-w-0">
                  <p className={cn('text-sm font-semibold', current && 'text-primary')}>
                    {phase.phaseName}
                    {current && <span className="sr-only"> ({t('dashboard.weeks.currentPhase')})</span>}
                  </p>
                  <p className="text-xs text-muted">
                    {enGbDate(phase.startDate)} - {enGbDate(phase.endDate)} ·{' '}
                    {t('dashboard.weeks.weeksCount', { count: phaseWeeks(phase.startDate, phase.endDate) })}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-5 border-t border-line pt-4">
        <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <CalendarCheck className="h-4 w-4 text-muted" aria-hidden="true" />
          {t('dashboard.weeks.yourWeeks')}
        </p>
        {weeks.isPending ? (
          <Spinner className="text-muted" />
        ) : weeks.isError ? (
          <p className="text-sm text-danger">{t('dashboard.weeks.failed')}</p>
        ) : weeks.data.length === 0 ? (
          <p className="text-sm text-muted">{t('dashboard.weeks.none')}</p>
        ) : (
          <ul className="space-y-2">
            {weeks.data.map((week, index) => (
              <WeekRow key={week.id} week={week} index={index} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
