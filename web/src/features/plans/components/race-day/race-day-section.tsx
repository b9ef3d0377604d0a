import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

/** One block of the race-day sheet; never split across printed pages. */
export function RaceDaySection({
  icon: Icon,
  title,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card
      className="break-inside-avoid p-4 sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none"
      data-testid={testId}
    >
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight">
        <Icon className="h-5 w-5 text-accent print:hidden" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </Card>
  );
}
