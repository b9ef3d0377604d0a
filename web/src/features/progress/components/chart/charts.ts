// The charts' code (visx and d3's scales and shapes) as one chunk, loaded by deferred-charts.tsx.
export { BarChart } from './bar-chart';
export { LineChart } from './line-chart';
