import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProgressWeek, SportKey } from '@shared/schemas/progress';
import { buttonClasses } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { addDays } from '@shared/calendar/days';
import { BarChart } from '../chart/deferred-charts';
import { ChartPanel } from '../chart/chart-panel';
import { DataTable } from '../chart/data-table';
import { Legend } from '../chart/legend';
import { SPORT_COLOR, SPORTS } from '../../lib/colors';
import type { Format } from '../../lib/format';
import { PanelEmpty } from './panel-empty';

type Choice = SportKey | 'all';
const ALL_COLOR = 'text-navy-800 dark:text-aqua-300';

const sum = (values: Record<SportKey, number>) => values.swim + values.bike + values.run;

/** Per week: planned minutes (its workouts) against done minutes (activities), with compliance; this week marked. */
export function PlannedDonePanel({ weeks, format }: { weeks: readonly ProgressWeek[]; format: Format }) {
  const { t } = useTranslation();
  const [sport, setSport] = useState<Choice>('all');
  /** Hours, so the axis ticks fall on whole hours. */
  const pick = (values: Record<SportKey, number>) => (sport === 'all' ? sum(values) : values[sport]) / 60;
  const color = sport === 'all' ? ALL_COLOR : SPORT_COLOR[sport];
  const current = weeks.findIndex((w) => w.current);
  const weekRange = (w: ProgressWeek) => format.range(w.firstDay, addDays(w.firstDay, 6));
  const weekName = (w: ProgressWeek) =>
    `${weekRange(w)}${w.current ? ` · ${t('progress.plannedDone.current')}` : w.upcoming ? ` · ${t('progress.plannedDone.upcoming')}` : ''}`;
  const complianceText = (w: ProgressWeek) =>
    t('progress.plannedDone.compliance', { completed: w.completedWorkouts, planned: w.plannedWorkouts });

  const chooser = (
    <div role="group" aria-label={t('progress.sports.all')} className="flex flex-wrap gap-1 text-xs font-semibold">
      {(['all', ...SPORTS] as const).map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={sport === key}
          onClick={() => setSport(key)}
          data-testid={`sport-${key}`}
          className={cn(
            'rounded-full border px-3 py-1 transition',
            sport === key ? 'border-transparent bg-fg text-bg' : 'border-line text-muted hover:text-fg',
          )}
        >
          {t(`progress.sports.${key}`)}
        </button>
      ))}
    </div>
  );

  return (
    <ChartPanel
      id="planned-done"
      title={t('progress.plannedDone.title')}
      description={t('progress.plannedDone.description')}
      info={<p>{t('progress.plannedDone.info')}</p>}
      empty={
        weeks.length ? undefined : (
          <PanelEmpty
            icon={CalendarPlus}
            title={t('progress.plannedDone.empty.title')}
            text={t('progress.plannedDone.empty.text')}
            testId="no-weeks"
          >
            <Link to="/dashboard" className={buttonClasses('outline', 'sm', 'mt-1')}>
              {t('progress.plannedDone.empty.action')}
            </Link>
          </PanelEmpty>
        )
      }
      legend={
        <div className="space-y-2">
          {chooser}
          <Legend
            items={[
              { key: 'planned', label: t('progress.plannedDone.planned'), color, style: 'outline' },
              { key: 'done', label: t('progress.plannedDone.done'), color },
              ...(current >= 0
                ? [{ key: 'current', label: t('progress.plannedDone.current'), color: 'text-accent/30' }]
                : []),
            ]}
          />
        </div>
      }
      chart={() => (
        <BarChart
          testId="planned-done-chart"
          label={t('progress.plannedDone.chartLabel', { sport: t(`progress.sports.${sport}`) })}
          categoryLabel={(i) => format.dayShort(weeks[i]!.firstDay)}
          tooltipTitle={(i) => weekName(weeks[i]!)}
          series={[
            {
              key: 'planned',
              label: t('progress.plannedDone.planned'),
              color,
              outline: true,
              values: weeks.map((w) => pick(w.plannedMinutes)),
            },
            {
              key: 'done',
              label: t('progress.plannedDone.done'),
              color,
              values: weeks.map((w) => pick(w.doneMinutes)),
            },
          ]}
          formatValue={format.inHours}
          highlight={current >= 0 ? current : null}
          topLabel={(i) => (weeks[i]!.compliance === null ? null : `${weeks[i]!.compliance}%`)}
          tooltipFooter={(i) => complianceText(weeks[i]!)}
        />
      )}
      table={() => (
        <DataTable
          note={t('progress.plannedDone.table.note')}
          caption={t('progress.plannedDone.table.caption')}
          highlight={current >= 0 ? weeks.length - 1 - current : null}
          columns={[
            { key: 'week', label: t('progress.plannedDone.table.week') },
            ...SPORTS.map((s) => ({ key: s, label: t(`progress.sports.${s}`), numeric: true })),
            { key: 'workouts', label: t('progress.plannedDone.table.workouts'), numeric: true },
            { key: 'compliance', label: t('progress.plannedDone.table.compliance'), numeric: true },
          ]}
          rows={[...weeks].reverse().map((w) => ({
            week: weekName(w),
            ...Object.fromEntries(
              SPORTS.map((s) => [s, `${format.hours(w.doneMinutes[s])} / ${format.hours(w.plannedMinutes[s])}`]),
            ),
            workouts: `${w.completedWorkouts} / ${w.plannedWorkouts}`,
            compliance: w.compliance === null ? '–' : `${w.compliance}%`,
          }))}
        />
      )}
    />
  );
}
