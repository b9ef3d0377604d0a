import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FitnessLevelPoint } from '@shared/schemas/progress';
import { buttonClasses } from '../../../../components/ui/button';
import { addDays } from '@shared/calendar/days';
import { ChartPanel } from '../chart/chart-panel';
import { DataTable } from '../chart/data-table';
import { Legend } from '../chart/legend';
import { LineChart } from '../chart/deferred-charts';
import { SPORT_COLOR, SPORTS } from '../../lib/colors';
import type { Format } from '../../lib/format';
import { PanelEmpty } from './panel-empty';

/** The levels in force on each day from the first change to `asOf` (a level holds until the next change). */
function dailyLevels(points: readonly FitnessLevelPoint[], asOf: string): FitnessLevelPoint[] {
  const days: FitnessLevelPoint[] = [];
  let next = 0;
  let current = points[0]!;
  for (let day = points[0]!.date; day <= asOf; day = addDays(day, 1)) {
    while (next < points.length && points[next]!.date <= day) current = points[next++]!;
    days.push({ ...current, date: day });
  }
  return days;
}

/** One row so far: the levels as bars, until a change gives the line something to draw. */
function CurrentLevels({ point, format }: { point: FitnessLevelPoint; format: Format }) {
  const { t } = useTranslation();
  return (
    <div data-testid="fitness-levels-current">
      <p className="mb-2 text-xs text-muted">
        {t('progress.fitnessLevels.since', { date: format.dayLong(point.date) })}
      </p>
      <ul className="space-y-2">
        {SPORTS.map((s) => (
          <li key={s} className="flex items-center gap-2 text-sm">
            <span className="w-20 shrink-0 font-semibold">{t(`progress.sports.${s}`)}</span>
            <span className="h-3 flex-1 overflow-hidden rounded-full bg-surface-2">
              <span
                className={`block h-full rounded-full bg-current ${SPORT_COLOR[s]}`}
                style={{ width: `${point[s]}%` }}
              />
            </span>
            <span className="w-8 text-right font-bold tabular-nums">{point[s]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Swim, bike and run levels (0-100) over time, as steps. */
export function FitnessLevelsPanel({
  points,
  asOf,
  format,
}: {
  points: readonly FitnessLevelPoint[];
  asOf: string;
  format: Format;
}) {
  const { t } = useTranslation();
  const days = points.length ? dailyLevels(points, asOf > points.at(-1)!.date ? asOf : points.at(-1)!.date) : [];
  const series = SPORTS.map((s) => ({
    key: s,
    label: t(`progress.sports.${s}`),
    color: SPORT_COLOR[s],
    values: days.map((d) => d[s]),
  }));
  return (
    <ChartPanel
      id="fitness-levels"
      title={t('progress.fitnessLevels.title')}
      description={t('progress.fitnessLevels.description')}
      empty={
        points.length ? undefined : (
          <PanelEmpty
            icon={Gauge}
            title={t('progress.fitnessLevels.empty.title')}
            text={t('progress.fitnessLevels.empty.text')}
            testId="no-fitness-levels"
          >
            <Link to="/chat" className={buttonClasses('outline', 'sm', 'mt-1')}>
              {t('progress.fitnessLevels.empty.action')}
            </Link>
          </PanelEmpty>
        )
      }
      legend={days.length > 1 ? <Legend items={series} /> : undefined}
      chart={() =>
        days.length > 1 ? (
          <LineChart
            testId="fitness-levels-chart"
            label={t('progress.fitnessLevels.chartLabel')}
            xLabel={(i) => format.dayShort(days[i]!.date)}
            series={series}
            formatValue={format.whole}
            yDomain={[0, 100]}
            step
            height={200}
          />
        ) : (
          <CurrentLevels point={points.at(-1)!} format={format} />
        )
      }
      table={() => (
        <DataTable
          caption={t('progress.fitnessLevels.table.caption')}
          columns={[
            { key: 'date', label: t('progress.fitnessLevels.table.date') },
            ...SPORTS.map((s) => ({ key: s, label: t(`progress.sports.${s}`), numeric: true })),
          ]}
          rows={[...points]
            .reverse()
            .map((p) => ({ date: format.dayLong(p.date), swim: p.swim, bike: p.bike, run: p.run }))}
        />
      )}
    />
  );
}
