import { useDroppable } from '@dnd-kit/core';
import { Moon } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { type BoardDay as Day, longDayLabel, shortDayLabel } from './board-days';

/** One day of the board: a column on wide screens, a row of the day list on phones; a drop target either way. */
export function BoardDay({
  day,
  today,
  children,
  empty,
}: {
  day: Day;
  today: boolean;
  children: ReactNode;
  empty: boolean;
}) {
  const { i18n } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: day.id, data: { index: day.index, day: day.day } });
  return (
    <section
      ref={setNodeRef}
      aria-label={longDayLabel(day.day, i18n.language)}
      className={cn(
        'flex min-h-20 gap-3 rounded-2xl border border-line bg-surface-2/40 p-2 transition-colors lg:min-h-72 lg:flex-col lg:gap-2',
        day.unavailable && 'border-dashed bg-transparent',
        today && 'border-accent/60',
        isOver && 'border-primary bg-primary/10 ring-2 ring-primary/40',
      )}
      data-testid="board-day"
      data-day={day.day}
      data-unavailable={day.unavailable || undefined}
      data-over={isOver || undefined}
    >
      <DayHeader day={day} today={today} />
      <ul className="flex min-w-0 flex-1 flex-col gap-2">
        {children}
        {empty && <EmptyDay />}
      </ul>
    </section>
  );
}

// Memoised: dnd-kit re-renders each drop target whenever another registers (the board reveals its days in steps).
const DayHeader = memo(function DayHeader({ day, today }: { day: Day; today: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <header className="w-16 shrink-0 pt-1 text-center lg:w-auto lg:pt-0 lg:text-left">
      <p className={cn('text-xs font-semibold uppercase tracking-wide text-muted', today && 'text-accent')}>
        {shortDayLabel(day.day, i18n.language)}
      </p>
      <p className="text-lg font-bold leading-tight">{Number(day.day.slice(8, 10))}</p>
      {day.unavailable && (
        <p className="mt-0.5 inline-flex items-center gap-1 text-[11px] text-muted">
          <Moon className="h-3 w-3" aria-hidden="true" />
          {t('weekBoard.day.free')}
        </p>
      )}
    </header>
  );
});

const EmptyDay = memo(function EmptyDay() {
  const { t } = useTranslation();
  return (
    <li className="flex flex-1 items-center text-xs text-muted lg:justify-center lg:py-6">
      {t('weekBoard.day.empty')}
    </li>
  );
});
