import { useTranslation } from 'react-i18next';
import type { ActivityLoadView, FormReading, TrainingLoadView } from '@shared/schemas/progress';
import { FITNESS_DAYS } from '@shared/progress/training-load';
import { daysBetween } from '@shared/calendar/days';
import { cn } from '../../../../lib/cn';
import { ChartPanel } from '../chart/chart-panel';
import { DataTable } from '../chart/data-table';
import { Legend } from '../chart/legend';
import { LineChart } from '../chart/deferred-charts';
import { LOAD_COLOR } from '../../lib/colors';
import type { Format } from '../../lib/format';
import { ActivityLoads } from './activity-loads';
import { NoActivities } from './no-activities';

const READING_TONE: Record<FormReading, string> = {
  none: 'bg-surface-2 text-muted',
  building: 'bg-surface-2 text-fg',
  transition: 'bg-blue-500/15 text-blue-700 dark:text-blue-300',
  fresh: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  neutral: 'bg-surface-2 text-fg',
  productive: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  overreaching: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
};

/** For 'building': since when the history runs and how many days it still needs to cover the 42-day fitness window. */
function buildingParams(load: TrainingLoadView, asOf: string, format: Format) {
  if (!load.historyFrom) return { date: '', count: FITNESS_DAYS, days: FITNESS_DAYS };
  const left = Math.max(1, FITNESS_DAYS - (daysBetween(load.historyFrom, asOf) + 1));
  return { date: format.dayLong(load.historyFrom), count: left, days: FITNESS_DAYS };
}

function TodayValues({
  load,
  format,
  asOf,
  isToday,
}: {
  load: TrainingLoadView;
  format: Format;
  asOf: string;
  isToday: boolean;
}) {
  const { t } = useTranslation();
  const today = load.today;
  if (!today) return null;
  const tiles = [
    { key: 'fitness', value: format.number(today.fitness), hint: t('progress.load.fitnessHint') },
    { key: 'fatigue', value: format.number(today.fatigue), hint: t('progress.load.fatigueHint') },
    { key: 'form', value: format.signed(today.form), hint: t('progress.load.formHint') },
  ] as const;
  return (
    <div className="space-y-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">
        {isToday
          ? t('progress.load.today', { date: format.dayLong(asOf) })
          : t('progress.load.onDay', { date: format.dayLong(asOf) })}
      </p>
      <dl className="grid grid-cols-3 gap-2" data-testid="load-today">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-xl bg-surface-2 px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs font-semibold text-muted">
              <span
                aria-hidden="true"
                className={cn('inline-block h-2 w-2 rounded-full bg-current', LOAD_COLOR[tile.key])}
              />
              {t(`progress.load.${tile.key}`)}
            </dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`today-${tile.key}`}>
              {tile.value}
            </dd>
            <dd className="text-[11px] text-muted">{tile.hint}</dd>
          </div>
        ))}
      </dl>
      <div
        className={cn('rounded-xl px-3 py-2 text-sm', READING_TONE[today.reading])}
        data-testid="load-reading"
        data-reading={today.reading}
      >
        <span className="font-bold">{t(`progress.load.reading.${today.reading}.title`)}</span>
        <span className="mx-1.5" aria-hidden="true">
          ·
        </span>
        <span>{t(`progress.load.reading.${today.reading}.text`, buildingParams(load, asOf, format))}</span>
      </div>
    </div>
  );
}

function LoadInfo({ load }: { load: TrainingLoadView }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <p className="font-semibold">{t('progress.load.title')}</p>
      <p>{t('progress.load.info.stress')}</p>
      <p>{t('progress.load.info.hr')}</p>
      <p className="text-muted">
        {load.heartRate
          ? `${t('progress.load.info.hrUsed', { max: load.heartRate.max, threshold: load.heartRate.threshold })} ${t(`progress.load.info.hrSource.${load.heartRate.source}`)}`
          : t('progress.load.info.hrMissing')}
      </p>
      <p>{t('progress.load.info.power')}</p>
      <p className="text-muted">
        {load.ftp ? t('progress.load.info.ftpUsed', { ftp: load.ftp }) : t('progress.load.info.ftpMissing')}
      </p>
      <p>{t('progress.load.info.rpe')}</p>
      <p>{t('progress.load.info.duration')}</p>
      <p>{t('progress.load.info.ewma')}</p>
      <p>{t('progress.load.info.bands')}</p>
    </div>
  );
}

/** Fitness, fatigue and form per day, today's values and what they mean. */
export function LoadPanel({
  load,
  activities = [],
  activityCount,
  format,
  asOf,
  isToday,
  className,
}: {
  load: TrainingLoadView;
  activities?: readonly ActivityLoadView[];
  activityCount: number;
  format: Format;
  asOf: string;
  isToday: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const days = load.days;
  const hasLoad = days.some((d) => d.load > 0 || d.fitness > 0);
  const total = load.methods.power + load.methods.heartRate + load.methods.rpe + load.methods.duration;
  const series = [
    {
      key: 'fitness',
      label: t('progress.load.fitness'),
      color: LOAD_COLOR.fitness,
      values: days.map((d) => d.fitness),
    },
    {
      key: 'fatigue',
      label: t('progress.load.fatigue'),
      color: LOAD_COLOR.fatigue,
      values: days.map((d) => d.fatigue),
    },
    {
      key: 'form',
      label: t('progress.load.form'),
      color: LOAD_COLOR.form,
      values: days.map((d) => d.form),
      dashed: true,
    },
  ];
  return (
    <ChartPanel
      id="load"
      className={className}
      title={t('progress.load.title')}
      description={t('progress.load.description')}
      info={<LoadInfo load={load} />}
      empty={hasLoad ? undefined : <NoActivities withHowTo />}
      aside={<TodayValues load={load} format={format} asOf={asOf} isToday={isToday} />}
      legend={
        <Legend
          items={[
            ...series.map((s) => ({
              key: s.key,
              label: s.label,
              color: s.color,
              style: s.dashed ? ('dashed' as const) : ('solid' as const),
            })),
            { key: 'load', label: t('progress.load.daily'), color: LOAD_COLOR.load },
          ]}
        />
      }
      chart={() => (
        <>
          <LineChart
            testId="load-chart"
            label={t('progress.load.chartLabel', {
              from: format.dayLong(days[0]!.date),
              to: format.dayLong(days.at(-1)!.date),
            })}
            xLabel={(i) => format.dayShort(days[i]!.date)}
            series={series}
            bars={{ label: t('progress.load.daily'), color: LOAD_COLOR.load, values: days.map((d) => d.load) }}
            formatValue={format.number}
            height={260}
          />
          {activityCount > 0 && (
            <p className="mt-2 text-xs text-muted">{t('progress.load.methods', { ...load.methods, total })}</p>
          )}
          <ActivityLoads activities={activities} format={format} />
        </>
      )}
      table={() => (
        <DataTable
          caption={t('progress.load.table.caption')}
          columns={[
            { key: 'date', label: t('progress.load.table.date') },
            { key: 'load', label: t('progress.load.daily'), numeric: true },
            { key: 'fitness', label: t('progress.load.fitness'), numeric: true },
            { key: 'fatigue', label: t('progress.load.fatigue'), numeric: true },
            { key: 'form', label: t('progress.load.form'), numeric: true },
          ]}
          rows={[...days].reverse().map((d) => ({
            date: format.dayShort(d.date),
            load: format.number(d.load),
            fitness: format.number(d.fitness),
            fatigue: format.number(d.fatigue),
            form: format.signed(d.form),
          }))}
        />
      )}
    />
  );
}
