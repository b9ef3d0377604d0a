import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DistanceComparison } from '@shared/schemas/progress';
import { cn } from '../../../../lib/cn';
import { ChartPanel } from '../chart/chart-panel';
import { DataTable } from '../chart/data-table';
import { SPORT_COLOR, SPORTS } from '../../lib/colors';
import type { Format } from '../../lib/format';
import { NoActivities } from './no-activities';

/** Distance per sport, last 4 weeks against the 4 before: paired bars with the change. */
export function DistancePanel({ distance, format }: { distance: DistanceComparison; format: Format }) {
  const { t } = useTranslation();
  const { recent, previous } = distance;
  const hasAny = SPORTS.some((s) => recent.meters[s] + previous.meters[s] > 0);
  const change = (s: (typeof SPORTS)[number]) =>
    format.change(recent.meters[s], previous.meters[s]) ??
    (recent.meters[s] > 0 ? t('progress.distance.noComparison') : '–');
  return (
    <ChartPanel
      id="distance"
      title={t('progress.distance.title')}
      description={t('progress.distance.description', {
        recent: format.range(recent.from, recent.to),
        previous: format.range(previous.from, previous.to),
      })}
      empty={hasAny ? undefined : <NoActivities />}
      chart={() => (
        <ul className="space-y-4" data-testid="distance-chart">
          {SPORTS.map((s) => {
            // Each sport on its own scale: swim metres and bike kilometres do not share an axis.
            const max = Math.max(1, recent.meters[s], previous.meters[s]);
            const up = recent.meters[s] >= previous.meters[s];
            return (
              <li key={s}>
                <div className="mb-1 flex items-baseline justify-between text-sm">
                  <span className="font-semibold">{t(`progress.sports.${s}`)}</span>
                  <span
                    className={cn(
                      'inline-flex items-center gap-0.5 text-xs font-semibold',
                      up ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted',
                    )}
                  >
                    {recent.meters[s] !== previous.meters[s] &&
                      (up ? (
                        <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
                      ) : (
                        <ArrowDownRight className="h-3.5 w-3.5" aria-hidden="true" />
                      ))}
                    {change(s)}
                  </span>
                </div>
                {(
                  [
                    ['recent', recent.meters[s]],
                    ['previous', previous.meters[s]],
                  ] as const
                ).map(([key, meters]) => (
                  <div key={key} className="flex items-center gap-2 text-xs">
                    <span className="w-28 shrink-0 text-muted">{t(`progress.distance.${key}`)}</span>
                    <span className="h-3 flex-1 overflow-hidden rounded-full bg-surface-2">
                      <span
                        className={cn(
                          'block h-full rounded-full bg-current',
                          SPORT_COLOR[s],
                          key === 'previous' && 'opacity-45',
                        )}
                        style={{ width: `${(meters / max) * 100}%` }}
                      />
                    </span>
                    <span className="w-20 shrink-0 text-right font-semibold tabular-nums">
                      {format.distance(s, meters)}
                    </span>
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      table={() => (
        <DataTable
          caption={t('progress.distance.table.caption')}
          columns={[
            { key: 'sport', label: t('progress.distance.table.sport') },
            { key: 'recent', label: t('progress.distance.recent'), numeric: true },
            { key: 'previous', label: t('progress.distance.previous'), numeric: true },
            { key: 'change', label: t('progress.distance.change'), numeric: true },
          ]}
          rows={SPORTS.map((s) => ({
            sport: t(`progress.sports.${s}`),
            recent: format.distance(s, recent.meters[s]),
            previous: format.distance(s, previous.meters[s]),
            change: change(s),
          }))}
        />
      )}
    />
  );
}
