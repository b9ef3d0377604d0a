import {
  closestCenter,
  KeyboardCode,
  pointerWithin,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

const NEXT: string[] = [KeyboardCode.Right, KeyboardCode.Down];
const PREVIOUS: string[] = [KeyboardCode.Left, KeyboardCode.Up];

/**
 * Arrow keys move a picked-up card one day at a time (right/down: the next day, left/up: the one before), whether
 * the days are columns (desktop) or a list (phone); the card is centred on the day so it counts as over it.
 */
export const dayByDayCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const step = NEXT.includes(event.code) ? 1 : PREVIOUS.includes(event.code) ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const days = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, index: Number(c.data.current?.index ?? 0) }))
    .sort((a, b) => a.index - b.index);
  if (!days.length) return undefined;
  const from = over?.id ?? context.active?.data.current?.dropId ?? active;
  const at = days.findIndex((d) => d.id === from);
  const next = at === -1 ? (step > 0 ? 0 : days.length - 1) : Math.min(days.length - 1, Math.max(0, at + step));
  const rect = droppableRects.get(days[next]!.id);
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};

/** A mouse or finger drops on the day under it (none outside the board); the keyboard on the day it was moved to. */
export const dayUnderPointer: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);
