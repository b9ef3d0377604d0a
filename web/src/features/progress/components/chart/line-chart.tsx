import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveLinear, curveStepAfter } from '@visx/curve';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import type { MouseEvent } from 'react';
import { ChartTooltip } from './chart-tooltip';
import { TickLabel } from './tick-label';
import { evenTicks } from './ticks';
import { useActivePoint } from './use-active-point';

export interface LineSeries {
  key: string;
  label: string;
  color: string;
  values: readonly number[];
  dashed?: boolean;
}

const MARGIN = { top: 10, right: 12, bottom: 26, left: 36 };
const STRIP = 36;
const GAP = 8;

/**
 * Lines over a sequence of points (days), optionally with a strip of bars under them (the daily load). The chart
 * is one focusable element: arrows move the active point, whose values show in the tooltip and are announced.
 */
export function LineChart(props: {
  label: string;
  xLabel: (index: number) => string;
  series: readonly LineSeries[];
  formatValue: (value: number) => string;
  bars?: { label: string; color: string; values: readonly number[] };
  step?: boolean;
  yDomain?: [number, number];
  height?: number;
  testId?: string;
}) {
  const { parentRef, width } = useParentSize({ initialSize: { width: 320 }, debounceTime: 50 });
  const count = props.series[0]?.values.length ?? 0;
  const { active, setActive, focusProps } = useActivePoint(count);
  const height = props.height ?? 240;
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom - (props.bars ? STRIP + GAP : 0);

  const all = props.series.flatMap((s) => s.values);
  const x = scaleLinear({ domain: [0, Math.max(1, count - 1)], range: [0, innerWidth] });
  const y = scaleLinear({
    domain: props.yDomain ?? [Math.min(0, ...all), Math.max(1, ...all)],
    range: [plotHeight, 0],
    nice: true,
  });
  const barMax = Math.max(1, ...(props.bars?.values ?? [0]));
  const barScale = scaleLinear({ domain: [0, barMax], range: [STRIP, 0] });
  const barWidth = Math.max(1, innerWidth / Math.max(1, count) - 1);
  const ticks = evenTicks(count, Math.max(2, Math.floor(innerWidth / 80)));

  const pointAt = (event: MouseEvent<SVGRectElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    setActive(Math.max(0, Math.min(count - 1, Math.round(x.invert(event.clientX - bounds.left)))));
  };

  const rows =
    active === null
      ? []
      : [
          ...props.series.map((s) => ({
            key: s.key,
            label: s.label,
            color: s.color,
            value: props.formatValue(s.values[active]!),
          })),
          ...(props.bars
            ? [
                {
                  key: 'bars',
                  label: props.bars.label,
                  color: props.bars.color,
                  value: props.formatValue(props.bars.values[active]!),
                },
              ]
            : []),
        ];
  const announcement =
    active === null ? '' : `${props.xLabel(active)}: ${rows.map((r) => `${r.label} ${r.value}`).join(', ')}`;

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
            {y.ticks(4).map((tick) => (
              <Line
                key={tick}
                from={{ x: 0, y: y(tick) }}
                to={{ x: innerWidth, y: y(tick) }}
                className={tick === 0 ? 'stroke-muted' : 'stroke-line'}
                strokeWidth={1}
                strokeDasharray={tick === 0 ? undefined : '2 3'}
              />
            ))}
            {props.series.map((s) => (
              <LinePath
                key={s.key}
                data={s.values as number[]}
                x={(_, i) => x(i)}
                y={(v) => y(v)}
                curve={props.step ? curveStepAfter : curveLinear}
                className={s.color}
                stroke="currentColor"
                strokeWidth={2}
                strokeDasharray={s.dashed ? '5 4' : undefined}
                strokeLinejoin="round"
              />
            ))}
            {active !== null && (
              <>
                <Line
                  from={{ x: x(active), y: 0 }}
                  to={{ x: x(active), y: plotHeight }}
                  className="stroke-muted"
                  strokeWidth={1}
                />
                {props.series.map((s) => (
                  <circle
                    key={s.key}
                    cx={x(active)}
                    cy={y(s.values[active]!)}
                    r={4}
                    className={`${s.color} stroke-surface`}
                    fill="currentColor"
                    strokeWidth={2}
                  />
                ))}
              </>
            )}
            <AxisLeft
              scale={y}
              numTicks={4}
              hideAxisLine
              hideTicks
              tickComponent={TickLabel}
              tickFormat={(v) => props.formatValue(Number(v))}
              tickLabelProps={{ className: 'fill-muted text-[10px]', textAnchor: 'end', dx: -4, dy: 3 }}
            />
            {props.bars && (
              <Group top={plotHeight + GAP}>
                {props.bars.values.map((v, i) =>
                  v > 0 ? (
                    <Bar
                      key={i}
                      x={x(i) - barWidth / 2}
                      y={barScale(v)}
                      width={barWidth}
                      height={STRIP - barScale(v)}
                      className={i === active ? 'fill-fg' : props.bars!.color}
                      fill={i === active ? undefined : 'currentColor'}
                      rx={1}
                    />
                  ) : null,
                )}
              </Group>
            )}
            <AxisBottom
              top={height - MARGIN.top - MARGIN.bottom}
              scale={x}
              tickValues={ticks}
              tickFormat={(v) => props.xLabel(Number(v))}
              hideTicks
              tickComponent={TickLabel}
              axisLineClassName="stroke-line"
              tickLabelProps={{ className: 'fill-muted text-[10px]', textAnchor: 'middle' }}
            />
            <rect
              width={innerWidth}
              height={height - MARGIN.top - MARGIN.bottom}
              fill="transparent"
              onMouseMove={pointAt}
              onMouseLeave={() => setActive(null)}
            />
          </Group>
        </svg>
      </div>
      {active !== null && (
        <ChartTooltip
          left={MARGIN.left + x(active) + 8}
          top={MARGIN.top + 4}
          title={props.xLabel(active)}
          rows={rows}
        />
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
