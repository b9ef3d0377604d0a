import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

export interface BoardNames {
  /** The workout's display name for a draggable id. */
  workout(id: UniqueIdentifier): string;
  /** The day's long label for a droppable id (undefined when it is not a day). */
  day(id: UniqueIdentifier | undefined): string | undefined;
}

/** What a screen reader hears while a card is picked up, moved over the days and dropped, in the athlete's language. */
export function boardAnnouncements(
  t: TFunction,
  names: BoardNames,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const overText = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const day = names.day(over);
    return day
      ? t('weekBoard.a11y.over', { workout: names.workout(active), day })
      : t('weekBoard.a11y.notOver', { workout: names.workout(active) });
  };
  return {
    screenReaderInstructions: { draggable: t('weekBoard.a11y.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('weekBoard.a11y.pickedUp', { workout: names.workout(active.id) }),
      onDragOver: ({ active, over }) => overText(active.id, over?.id),
      onDragEnd: ({ active, over }) => {
        const day = names.day(over?.id);
        return day
          ? t('weekBoard.a11y.dropped', { workout: names.workout(active.id), day })
          : t('weekBoard.a11y.cancelled', { workout: names.workout(active.id) });
      },
      onDragCancel: ({ active }) => t('weekBoard.a11y.cancelled', { workout: names.workout(active.id) }),
    },
  };
}
