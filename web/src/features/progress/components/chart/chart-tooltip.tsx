import { TooltipWithBounds } from '@visx/tooltip';
import type { ReactNode } from 'react';

export interface TooltipRow {
  key: string;
  label: string;
  value: string;
  color: string;
}

/** The box next to the active point: its title and one row per series, kept inside the chart's bounds. */
export function ChartTooltip({
  left,
  top,
  title,
  rows,
  footer,
}: {
  left: number;
  top: number;
  title: string;
  rows: readonly TooltipRow[];
  footer?: ReactNode;
}) {
  return (
    <TooltipWithBounds
      left={left}
      top={top}
      unstyled
      applyPositionStyle
      className="pointer-events-none z-10 min-w-36 rounded-lg border border-line bg-surface px-3 py-2 text-xs shadow-lg"
    >
      <p className="mb-1 font-semibold">{title}</p>
      <dl className="space-y-0.5">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-1.5 text-muted">
              <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full bg-current ${row.color}`} />
              {row.label}
            </dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      {footer && <p className="mt-1 text-muted">{footer}</p>}
    </TooltipWithBounds>
  );
}
