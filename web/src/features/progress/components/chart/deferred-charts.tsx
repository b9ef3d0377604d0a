import type { ComponentProps } from 'react';
import { useModuleAfterFirstPaint } from '../../../../hooks/use-after-first-paint';
import type { BarChart as DrawnBarChart } from './bar-chart';
import type { LineChart as DrawnLineChart } from './line-chart';

type Charts = typeof import('./charts');

/** Once loaded, a chart drawn again (back from the table, another range) draws at once, without a frame of space. */
let loadedCharts: Charts | null = null;
const loadCharts = () => import('./charts').then((charts) => (loadedCharts = charts));

function useCharts(): Charts | null {
  const loading = useModuleAfterFirstPaint(loadedCharts === null, loadCharts);
  return loadedCharts ?? loading;
}

/** Where a chart will be, as tall as it: the panel's text paints first and nothing moves when the chart appears. */
function ChartSpace({ height }: { height: number }) {
  return <div className="w-full" style={{ height }} aria-hidden="true" data-testid="chart-space" />;
}

/**
 * The line chart, drawn once the page has painted: its code (visx, d3) loads and renders in a transition after the
 * panel's figures, so neither delays the first screen nor blocks a phone in one long task.
 */
export function LineChart(props: ComponentProps<typeof DrawnLineChart>) {
  const charts = useCharts();
  return charts ? <charts.LineChart {...props} /> : <ChartSpace height={props.height ?? 240} />;
}

/** The bar chart, drawn once the page has painted (as LineChart). */
export function BarChart(props: ComponentProps<typeof DrawnBarChart>) {
  const charts = useCharts();
  return charts ? <charts.BarChart {...props} /> : <ChartSpace height={props.height ?? 220} />;
}
