import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

export interface Column {
  key: string;
  label: string;
  numeric?: boolean;
}

/** The text alternative of a chart: the same figures as a table with a caption, scrolling inside its card. */
export function DataTable({
  caption,
  columns,
  rows,
  highlight,
  note,
}: {
  caption: string;
  columns: readonly Column[];
  rows: ReadonlyArray<Record<string, ReactNode>>;
  highlight?: number | null;
  note?: string;
}) {
  return (
    <>
      {note && <p className="mb-2 text-xs text-muted">{note}</p>}
      <div
        className="max-h-80 overflow-auto rounded-xl border border-line"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full border-collapse text-sm" data-testid="chart-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-surface-2 text-xs uppercase tracking-wide text-muted">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cn('px-3 py-2 font-semibold', c.numeric ? 'text-right' : 'text-left')}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr
                key={i}
                className={cn('border-t border-line', highlight === i && 'bg-accent/10 font-semibold')}
                aria-current={highlight === i ? 'true' : undefined}
              >
                {columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c.key} scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-medium">
                      {row[c.key]}
                    </th>
                  ) : (
                    <td
                      key={c.key}
                      className={cn('whitespace-nowrap px-3 py-1.5', c.numeric && 'text-right tabular-nums')}
                    >
                      {row[c.key]}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
