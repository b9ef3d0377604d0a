import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A panel's own "no data yet": what is missing and the way to get it. */
export function PanelEmpty({
  icon: Icon,
  title,
  text,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line px-4 py-8 text-center"
      data-testid={testId}
    >
      <Icon className="h-7 w-7 text-accent" aria-hidden="true" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted">{text}</p>
      {children}
    </div>
  );
}
