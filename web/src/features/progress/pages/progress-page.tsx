import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { localDay } from '@shared/calendar/days';
import { useModuleAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { ActivityButtons } from '../../logging';
import { useProgress } from '../api/get-progress';
import { LoadPanel } from '../components/panels/load-panel';
import { PlanPanel } from '../components/panels/plan-panel';
import { i18n } from '../../../lib/i18n';
import { intlLocale, useFormat, warmFirstScreenFormat } from '../lib/format';
import { RANGES, rangeFrom, type RangeKey } from '../lib/ranges';

// The panels under the training load load once the plan and the load's figures have painted.
const loadPanels = () => import('../components/progress-panels');

// This module loads before the page's first render, which waits for the data: the Intl formatters get made meanwhile.
warmFirstScreenFormat(intlLocale(i18n.resolvedLanguage ?? i18n.language));

/** /progress: training load, planned vs done, volume, distance, fitness levels and the plan, from one call. */
export default function ProgressPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [range, setRange] = useState<RangeKey>('plan');
  const today = localDay(new Date());
  const progress = useProgress({ from: rangeFrom(range, today), to: today });
  const data = progress.data;
  const panels = useModuleAfterFirstPaint(Boolean(data), loadPanels);

  return (
    <div className="space-y-5 pb-4" data-testid="progress-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('progress.title')}</h1>
          {data && (
            <p className="text-sm text-muted" data-testid="progress-range">
              {t('progress.subtitle', { range: format.range(data.from, data.to) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ActivityButtons upload={false} />
          <div
            role="group"
            aria-label={t('progress.range.label')}
            className="flex rounded-xl bg-surface-2 p-1 text-xs font-semibold sm:text-sm"
          >
            {RANGES.map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={range === key}
                onClick={() => setRange(key)}
                data-testid={`range-${key}`}
                className={cn(
                  'rounded-lg px-2.5 py-1.5 transition sm:px-3',
                  range === key ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
                )}
              >
                {t(`progress.range.${key}`)}
              </button>
            ))}
          </div>
        </div>
      </header>

      {progress.isPending && (
        <div className="flex min-h-[40dvh] items-center justify-center text-muted">
          <Spinner label={t('progress.loading')} />
        </div>
      )}
      {progress.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger/10 p-4 text-danger"
        >
          {t('progress.error')}
          <Button variant="outline" size="sm" onClick={() => void progress.refetch()}>
            {t('progress.retry')}
          </Button>
        </div>
      )}
      {data && (
        <div
          className={cn('grid gap-5 lg:grid-cols-2', progress.isFetching && 'opacity-70 transition-opacity')}
          aria-busy={progress.isFetching}
        >
          <div className="lg:col-span-2">
            <PlanPanel plan={data.plan} asOf={data.asOf} format={format} />
          </div>
          <LoadPanel
            load={data.load}
            activities={data.activities}
            activityCount={data.activityCount}
            format={format}
            asOf={data.asOf}
            isToday={data.asOf === today}
            className="lg:col-span-2"
          />
          {panels && <panels.ProgressPanels data={data} format={format} />}
        </div>
      )}
    </div>
  );
}
