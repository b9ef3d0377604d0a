import { ChevronDown } from 'lucide-react';
import type { DetailsHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type DisclosureProps = DetailsHTMLAttributes<HTMLDetailsElement> & { summary: ReactNode };

/**
 * A native details/summary disclosure with the house chevron. Not Radix Collapsible: that measures its content in a
 * layout effect on mount, closed or not, which forced a layout of the whole page inside its first render (about 70 ms
 * on the dashboard in Lighthouse's trace).
 */
export function Disclosure({ summary, children, className, ...props }: DisclosureProps) {
  return (
    <details className={cn('group rounded-xl border border-line', className)} {...props}>
      <summary className="flex w-full cursor-pointer list-none items-center gap-3 px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown className="h-5 w-5 text-muted transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      {children}
    </details>
  );
}
