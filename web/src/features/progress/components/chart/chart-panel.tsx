import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { InfoPopover } from './info-popover';

type View = 'chart' | 'table';

/**
 * A panel of the progress screen: title, optional explanation, and the chart with its table view (the text
 * alternative) behind a Chart / Table switch. Without data it shows its own empty state instead.
 */
export function ChartPanel(props: {
  id: string;
  title: string;
  description?: ReactNode;
  info?: ReactNode;
  empty?: ReactNode;
  chart: () => ReactNode;
  table: () => ReactNode;
  /** Shown in both views (today's values). */
  aside?: ReactNode;
  /** Shown with the chart only (legend, series chooser). */
  legend?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('chart');
  const headingId = `${props.id}-title`;
  return (
    <Card
      className={cn('min-w-0 p-4 sm:p-5', props.className)}
      data-testid={`panel-${props.id}`}
      aria-labelledby={headingId}
      role="region"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 pt-1 text-base font-bold tracking-tight sm:text-lg">
          {props.title}
        </h2>
        <div className="flex shrink-0 items-center gap-1">
          {props.info && (
            <InfoPopover label={t('progress.info.label', { title: props.title })}>{props.info}</InfoPopover>
          )}
          {!props.empty && (
            <div
              role="group"
              aria-label={t('progress.view.label')}
              className="flex rounded-lg bg-surface-2 p-0.5 text-xs font-semibold"
            >
              {(['chart', 'table'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  data-testid={`view-${v}`}
                  className={cn(
                    'rounded-md px-2.5 py-1.5 transition',
                    view === v ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
                  )}
                >
                  {t(`progress.view.${v}`)}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      {props.description && <p className="mt-1 text-sm text-muted">{props.description}</p>}
      {props.aside && !props.empty && <div className="mt-3">{props.aside}</div>}
      {props.legend && !props.empty && view === 'chart' && <div className="mt-3">{props.legend}</div>}
      <div className="mt-4">{props.empty ?? (view === 'chart' ? props.chart() : props.table())}</div>
    </Card>
  );
}
