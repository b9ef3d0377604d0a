import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

export function StrategySection({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight">
        <Icon className="h-5 w-5 text-accent" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </Card>
  );
}
