import { CalendarDays, Flag, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlanProgressView } from '@shared/schemas/progress';
import { buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { daysBetween } from '@shared/calendar/days';
import type { Format } from '../../lib/format';
import { phaseName } from '../../../plans';
import { PanelEmpty } from './panel-empty';

/** Dark enough for white labels in both themes. */
const PHASE_TONES = ['bg-aqua-700', 'bg-navy-700', 'bg-ember-700', 'bg-violet-700', 'bg-emerald-700'];

/** The plan's road to its event: countdown, the seed's progress percentage and the phase band with today marked. */
export function PlanPanel({ plan, asOf, format }: { plan: PlanProgressView | null; asOf: string; format: Format }) {
  const { t } = useTranslation();
  if (!plan) {
    return (
      <Card className="p-4 sm:p-5" data-testid="panel-plan" role="region" aria-label={t('progress.plan.title')}>
        <PanelEmpty
          icon={Flag}
          title={t('progress.plan.empty.title')}
          text={t('progress.plan.empty.text')}
          testId="no-plan"
        >
          <Link to="/create-plan" className={buttonClasses('outline', 'sm', 'mt-1')}>
            {t('progress.plan.empty.action')}
          </Link>
        </PanelEmpty>
      </Card>
    );
  }
  const start = plan.phases[0]?.startDate ?? plan.planStarts;
  const end = plan.phases.at(-1)?.endDate ?? plan.eventDate;
  const span = Math.max(1, daysBetween(start, end) + 1);
  const todayAt = Math.min(100, Math.max(0, (daysBetween(start, asOf) / span) * 100));
  // Phase names the engine wrote read in the reader's language, whichever language the plan was made in.
  const phases = plan.phases.map((p) => ({ ...p, name: phaseName({ phaseName: p.name }, t) }));
  const current = phases.find((p) => p.current);
  return (
    <Card className="overflow-hidden" data-testid="panel-plan" role="region" aria-labelledby="plan-title">
      <div className="bg-gradient-to-br from-navy-900 via-navy-800 to-aqua-700 p-4 text-white sm:p-5">
        <p id="plan-title" className="text-xs font-semibold uppercase tracking-widest text-aqua-300">
          {t('progress.plan.title')}
        </p>
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Trophy className="h-5 w-5 text-ember-400" aria-hidden="true" />
            {plan.eventName}
          </h2>
          <p className="text-2xl font-bold tabular-nums" data-testid="plan-countdown">
            {plan.daysToGo === 0 ? t('progress.plan.raceDay') : t('progress.plan.daysToGo', { count: plan.daysToGo })}
          </p>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-white/80">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {t('progress.plan.eventOn', { date: format.dayLong(plan.eventDate) })}
          <span aria-hidden="true">·</span>
          <span data-testid="plan-week">
            {t('progress.plan.week', { current: plan.currentWeek, total: plan.totalWeeks })}
          </span>
          <span aria-hidden="true">·</span>
          {t('progress.plan.weeksToGo', { count: plan.weeksToGo })}
        </p>
        <div className="mt-4 flex items-center gap-3">
          <div
            className="h-2 flex-1 overflow-hidden rounded-full bg-white/15"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={plan.percent}
            aria-label={t('progress.plan.percent')}
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-aqua-400 to-ember-500"
              style={{ width: `${plan.percent}%` }}
            />
          </div>
          <span className="text-sm font-bold tabular-nums" data-testid="plan-percent">
            {plan.percent}%
          </span>
        </div>
      </div>
      {plan.phases.length > 0 && (
        <div className="p-4 sm:p-5">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold">{t('progress.plan.phases')}</h3>
            {current && (
              <p className="text-xs font-semibold text-accent">
                {t('progress.plan.currentPhase', { name: current.name })}
              </p>
            )}
          </div>
          <div className="relative mt-3" aria-hidden="true">
            <div className="flex h-7 overflow-hidden rounded-lg" data-testid="phase-band">
              {phases.map((p, i) => (
                <div
                  key={`${p.name}-${p.startDate}`}
                  className={cn(
                    'flex min-w-0 items-center justify-center border-r-2 border-surface text-[10px] font-semibold text-white last:border-r-0',
                    PHASE_TONES[i % PHASE_TONES.length],
                    p.current && 'text-[11px] font-bold underline underline-offset-2',
                  )}
                  style={{ width: `${((daysBetween(p.startDate, p.endDate) + 1) / span) * 100}%` }}
                >
                  <span className="truncate px-1">{p.name}</span>
                </div>
              ))}
            </div>
            <div
              className="absolute -top-1 bottom-[-4px] w-0.5 rounded bg-fg"
              style={{ left: `calc(${todayAt}% - 1px)` }}
            />
          </div>
          <ol className="mt-3 grid gap-x-4 gap-y-1 text-xs text-muted sm:grid-cols-2">
            {phases.map((p, i) => (
              <li
                key={`${p.name}-${p.startDate}`}
                className={cn('flex items-center gap-2', p.current && 'font-semibold text-fg')}
                aria-current={p.current ? 'step' : undefined}
              >
                <span
                  aria-hidden="true"
                  className={cn('inline-block h-2.5 w-2.5 shrink-0 rounded-sm', PHASE_TONES[i % PHASE_TONES.length])}
                />
                {t('progress.plan.phase', { name: p.name, range: format.range(p.startDate, p.endDate) })}
              </li>
            ))}
          </ol>
        </div>
      )}
    </Card>
  );
}
