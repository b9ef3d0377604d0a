import { useTranslation } from 'react-i18next';
import type { VolumeWeek } from '@shared/schemas/progress';
import { addDays } from '@shared/calendar/days';
import { BarChart } from '../chart/deferred-charts';
import { ChartPanel } from '../chart/chart-panel';
import { DataTable } from '../chart/data-table';
import { Legend } from '../chart/legend';
import { SPORT_COLOR, SPORTS } from '../../lib/colors';
import type { Format } from '../../lib/format';
import { NoActivities } from './no-activities';

/** Hours per sport per week, stacked; the week holding today marked. */
export function VolumePanel({ volume, asOf, format }: { volume: readonly VolumeWeek[]; asOf: string; format: Format }) {
  const { t } = useTranslation();
  const hasAny = volume.some((v) => v.minutes.swim + v.minutes.bike + v.minutes.run > 0);
  const current = volume.findIndex((v) => v.firstDay <= asOf && asOf <= addDays(v.firstDay, 6));
  const total = (v: VolumeWeek) => v.minutes.swim + v.minutes.bike + v.minutes.run;
  const series = SPORTS.map((s) => ({
    key: s,
    label: t(`progress.sports.${s}`),
    color: SPORT_COLOR[s],
    values: volume.map((v) => v.minutes[s] / 60),
  }));
  return (
    <ChartPanel
      id="volume"
      title={t('progress.volume.title')}
      description={t('progress.volume.description')}
      empty={hasAny ? undefined : <NoActivities />}
      legend={<Legend items={series} />}
      chart={() => (
        <BarChart
          testId="volume-chart"
          label={t('progress.volume.chartLabel')}
          categoryLabel={(i) => format.dayShort(volume[i]!.firstDay)}
          tooltipTitle={(i) => format.range(volume[i]!.firstDay, addDays(volume[i]!.firstDay, 6))}
          series={series}
          stacked
          formatValue={format.inHours}
          highlight={current >= 0 ? current : null}
          tooltipFooter={(i) => `${t('progress.volume.total')}: ${format.hours(total(volume[i]!))}`}
        />
      )}
      table={() => (
        <DataTable
          caption={t('progress.volume.table.caption')}
          highlight={current >= 0 ? volume.length - 1 - current : null}
          columns={[
            { key: 'week', label: t('progress.volume.table.week') },
            ...SPORTS.map((s) => ({ key: s, label: t(`progress.sports.${s}`), numeric: true })),
            { key: 'total', label: t('progress.volume.total'), numeric: true },
          ]}
          rows={[...volume].reverse().map((v) => ({
            week: format.range(v.firstDay, addDays(v.firstDay, 6)),
            ...Object.fromEntries(SPORTS.map((s) => [s, format.hours(v.minutes[s])])),
            total: format.hours(total(v)),
          }))}
        />
      )}
    />
  );
}
