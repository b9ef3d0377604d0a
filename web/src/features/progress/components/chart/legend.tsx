import { cn } from '../../../../lib/cn';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** Drawn as an outline (planned) or dashed line instead of a solid swatch. */
  style?: 'solid' | 'outline' | 'dashed';
}

export function Legend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn(
              'inline-block h-2.5 w-3.5 rounded-sm',
              item.color,
              item.style === 'outline'
                ? 'border-2 border-current'
                : item.style === 'dashed'
                  ? 'h-0 border-t-2 border-dashed border-current'
                  : 'bg-current',
            )}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
