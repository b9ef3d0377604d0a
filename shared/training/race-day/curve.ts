/** Piecewise-linear lookup over [x, y] points sorted by x; flat beyond both ends. Never NaN for a finite x. */
export function curve(points: readonly (readonly [number, number])[], x: number): number {
  const first = points[0];
  const last = points[points.length - 1];
  if (!Number.isFinite(x) || x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i];
    const [x0, y0] = points[i - 1];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

export const roundTo = (n: number, step: number) => Math.round(n / step) * step;
