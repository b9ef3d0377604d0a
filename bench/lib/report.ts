/** Printing helpers every bench section uses: aligned tables, ratios against a baseline, budget verdicts. */
export interface BenchSection {
  name: string;
  /** One line: what it measures and against which baseline. */
  description?: string;
  run: () => Promise<void>;
}

export function table(headers: string[], rows: Array<Array<string | number>>): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  for (const [index, row] of cells.entries()) {
    console.log(
      '  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    );
    if (index === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const ratio = (value: number, baseline: number) => (baseline > 0 ? `${(value / baseline).toFixed(2)}x` : 'n/a');

/** PASS when `value <= limit`, else OVER (figures, not a test: nothing fails the run). */
export function verdict(value: number, limit: number): string {
  return value <= limit ? 'PASS' : 'OVER';
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
