import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import { ChartTooltip } from './chart-tooltip';
import { TickLabel } from './tick-label';
import { evenTicks } from './ticks';
import { useActivePoint } from './use-active-point';

export interface BarSeries {
  key: string;
  label: string;
  color: string;
  values: readonly number[];
  /** An outlined bar (e.g. planned) instead of a filled one. */
  outline?: boolean;
}

const MARGIN = { top: 18, right: 8, bottom: 26, left: 40 };

/**
 * Bars per category (a week), grouped side by side or stacked; one category can be highlighted (the current
 * week). Keyboard and pointer move the active category like the line chart.
 */
export function BarChart(props: {
  label: string;
  categoryLabel: (index: number) => string;
  tooltipTitle?: (index: number) => string;
  series: readonly BarSeries[];
  formatValue: (value: number) => string;
  stacked?: boolean;
  highlight?: number | null;
  /** A short text above each category's bars (compliance). */
  topLabel?: (index: number) => string | null;
  tooltipFooter?: (index: number) => ReactNode;
  height?: number;
  testId?: string;
}) {
  const { parentRef, width } = useParentSize({ initialSize: { width: 320 }, debounceTime: 50 });
  const count = props.series[0]?.values.length ?? 0;
  const { active, setActive, focusProps } = useActivePoint(count);
  const height = props.height ?? 220;
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const indexes = Array.from({ length: count }, (_, i) => i);

  const totals = indexes.map((i) =>
    props.stacked
      ? props.series.reduce((sum, s) => sum + s.values[i]!, 0)
      : Math.max(...props.series.map((s) => s.values[i]!)),
  );
  const x = scaleBand({ domain: indexes, range: [0, innerWidth], padding: count > 20 ? 0.15 : 0.3 });
  const inner = scaleBand({ domain: props.series.map((s) => s.key), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...totals)], range: [innerHeight, 0], nice: true });
  const ticks = evenTicks(count, Math.max(2, Math.floor(innerWidth / 56)));

  const pointAt = (event: MouseEvent<SVGRectElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    setActive(Math.max(0, Math.min(count - 1, Math.floor((event.clientX - bounds.left) / x.step()))));
  };

  const rows =
    active === null
      ? []
      : props.series.map((s) => ({
          key: s.key,
          label: s.label,
          color: s.color,
          value: props.formatValue(s.values[active]!),
        }));
  const title = active === null ? '' : (props.tooltipTitle ?? props.categoryLabel)(active);
  const footer = active === null ? null : props.tooltipFooter?.(active);
  const announcement =
    active === null
      ? ''
      : `${title}: ${rows.map((r) => `${r.label} ${r.value}`).join(', ')}${typeof footer === 'string' ? `, ${footer}` : ''}`;

  return (
    <div ref={parentRef} className="relative w-full" data-testid={props.testId}>
      <div
        {...focusProps}
        role="group"
        aria-roledescription="chart"
        aria-label={props.label}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <svg width={width} height={height} aria-hidden="true" className="block overflow-visible">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {props.highlight != null && props.highlight < count && (
              <rect
                x={x(props.highlight)! - (x.step() - x.bandwidth()) / 2}
                y={-MARGIN.top + 2}
                width={x.step()}
                height={innerHeight + MARGIN.top - 2}
                rx={6}
                className="fill-accent/10"
                data-testid="current-week-band"
              />
            )}
            {y.ticks(4).map((tick) => (
              <Line
                key={tick}
                from={{ x: 0, y: y(tick) }}
                to={{ x: innerWidth, y: y(tick) }}
                className="stroke-line"
                strokeWidth={1}
                strokeDasharray={tick === 0 ? undefined : '2 3'}
              />
            ))}
            {indexes.map((i) => {
              let base = innerHeight;
              return (
                <Group key={i} left={x(i)} className={cn(active !== null && active !== i && 'opacity-60')}>
                  {props.series.map((s) => {
                    const value = s.values[i]!;
                    if (value <= 0) return null;
                    const h = innerHeight - y(value);
                    const left = props.stacked ? 0 : inner(s.key)!;
                    const w = props.stacked ? x.bandwidth() : inner.bandwidth();
                    const top = props.stacked ? (base -= h) : innerHeight - h;
                    return s.outline ? (
                      <Bar
                        key={s.key}
                        x={left + 1}
                        y={top + 1}
                        width={Math.max(0, w - 2)}
                        height={Math.max(0, h - 1)}
                        className={s.color}
                        stroke="currentColor"
                        strokeWidth={1.5}
                        fill="none"
                        rx={2}
                      />
                    ) : (
                      <Bar
                        key={s.key}
                        x={left}
                        y={top}
                        width={w}
                        height={h}
                        className={s.color}
                        fill="currentColor"
                        rx={props.stacked ? 0 : 2}
                      />
                    );
                  })}
                  {props.topLabel?.(i) && count <= 16 && (
                    <text
                      x={x.bandwidth() / 2}
                      y={y(totals[i]!) - 4}
                      textAnchor="middle"
                      className="fill-muted text-[9px] font-semibold"
                    >
                      {props.topLabel(i)}
                    </text>
                  )}
                </Group>
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              hideAxisLine
              hideTicks
              tickComponent={TickLabel}
              tickFormat={(v) => props.formatValue(Number(v))}
              tickLabelProps={{ className: 'fill-muted text-[10px]', textAnchor: 'end', dx: -4, dy: 3 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={ticks}
              tickFormat={(v) => props.categoryLabel(Number(v))}
              hideTicks
              tickComponent={TickLabel}
              axisLineClassName="stroke-line"
              tickLabelProps={{ className: 'fill-muted text-[10px]', textAnchor: 'middle' }}
            />
            <rect
              width={innerWidth}
              height={innerHeight}
              fill="transparent"
              onMouseMove={pointAt}
              onMouseLeave={() => setActive(null)}
            />
          </Group>
        </svg>
      </div>
      {active !== null && (
        <ChartTooltip
          left={MARGIN.left + x(active)! + x.bandwidth() + 6}
          top={MARGIN.top}
          title={title}
          rows={rows}
          footer={footer}
        />
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
