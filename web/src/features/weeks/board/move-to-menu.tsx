import { CalendarArrowUp } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { MenuOnDemand, openedByPointer, useReplayedKey, type MenuOpening } from '../../../components/ui/menu-on-demand';
import { type BoardDay, longDayLabel, upperFirst } from './board-days';

interface MoveToMenuProps {
  name: string;
  currentDay: string | null;
  days: readonly BoardDay[];
  onMove: (day: string) => void;
}

const TRIGGER_CLASSES =
  '-mr-1 -mt-1 flex h-8 w-8 shrink-0 lg:-mr-1.5 lg:-mt-0.5 lg:h-6 lg:w-6 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** 'Move to…': the accessible way to move a workout without dragging (and the handy one on phones). */
export function MoveToMenu(props: MoveToMenuProps) {
  const { t } = useTranslation();
  const trigger = {
    className: TRIGGER_CLASSES,
    'aria-label': t('weekBoard.moveTo.label', { workout: props.name }),
    'data-testid': 'move-to',
  };
  const icon = <CalendarArrowUp className="h-4 w-4" aria-hidden="true" />;
  // Every card has one: the Radix menu mounts on the card's first press, not with the board.
  return (
    <MenuOnDemand
      {...trigger}
      icon={icon}
      menu={(opening) => <OpenedMoveToMenu {...props} trigger={trigger} icon={icon} opening={opening} />}
    />
  );
}

function OpenedMoveToMenu({
  currentDay,
  days,
  onMove,
  trigger,
  icon,
  opening,
}: MoveToMenuProps & {
  trigger: { className: string; 'aria-label': string; 'data-testid': string };
  icon: ReactNode;
  opening: MenuOpening;
}) {
  const { t, i18n } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useReplayedKey(opening, triggerRef);
  return (
    <DropdownMenu defaultOpen={openedByPointer(opening)}>
      <DropdownMenuTrigger ref={triggerRef} {...trigger}>
        {icon}
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
