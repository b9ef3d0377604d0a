import { CalendarArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { type BoardDay, longDayLabel, upperFirst } from './board-days';

/** 'Move to…': the accessible way to move a workout without dragging (and the handy one on phones). */
export function MoveToMenu({
  name,
  currentDay,
  days,
  onMove,
}: {
  name: string;
  currentDay: string | null;
  days: readonly BoardDay[];
  onMove: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="-mr-1 -mt-1 flex h-8 w-8 shrink-0 lg:-mr-1.5 lg:-mt-0.5 lg:h-6 lg:w-6 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t('weekBoard.moveTo.label', { workout: name })}
        data-testid="move-to"
      >
        <CalendarArrowUp className="h-4 w-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={t('weekBoard.moveTo.title')}>
        <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('weekBoard.moveTo.title')}
        </p>
        {days
          .filter((d) => d.day !== currentDay)
          .map((d) => (
            <DropdownMenuItem key={d.day} onSelect={() => onMove(d.day)} data-testid="move-to-day" data-day={d.day}>
              <span>{upperFirst(longDayLabel(d.day, i18n.language), i18n.language)}</span>
              {d.unavailable && <span className="ml-auto pl-3 text-xs text-muted">{t('weekBoard.day.free')}</span>}
            </DropdownMenuItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
