import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** How a menu was first opened: by a pointer (or a screen reader's click), or by a key on its button. */
export type MenuOpening = { pointer: true } | { key: string };

type ButtonProps = Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'type' | 'onPointerDown' | 'onKeyDown' | 'onClick'
>;

/** The keys that open a Radix menu from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu button that mounts its menu on the first press. Until then it is a plain button that looks and reads as the
 * menu's trigger (aria-haspopup, aria-expanded); pressed (pointer, Enter, Space, ArrowDown or a screen reader's
 * click) it renders `menu(opening)`, the real trigger and its menu, opened with `openedByPointer` and `useReplayedKey`. A list of many items
 * (the week board's cards) then mounts no Radix menu (its contexts, effects and document listeners) per item.
 */
export function MenuOnDemand({
  icon,
  menu,
  ...button
}: ButtonProps & { icon: ReactNode; menu: (opening: MenuOpening) => ReactNode }) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  if (opening) return menu(opening);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.includes(event.key)) return;
    // As Radix's trigger: no page scroll, and no click from the same key.
    event.preventDefault();
    setOpening({ key: event.key });
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      {...button}
      onPointerDown={(event) => {
        if (button.disabled || event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: the button does not take focus, so the menu can.
        event.preventDefault();
        setOpening({ pointer: true });
      }}
      onKeyDown={onKeyDown}
      onClick={() => setOpening({ pointer: true })}
    >
      {icon}
    </button>
  );
}

/** The real menu's `defaultOpen`: a pointer opening mounts it open (a key opens it through `useReplayedKey`). */
export const openedByPointer = (opening: MenuOpening): boolean => 'pointer' in opening;

/**
 * For the real menu that replaces the button: the key that opened it is pressed again on its trigger, so Radix opens
 * it as from the keyboard (focus on the first item), which it can only tell from keys pressed while it is mounted.
 */
export function useReplayedKey(opening: MenuOpening, trigger: RefObject<HTMLButtonElement | null>): void {
  const replayed = useRef(false);
  useEffect(() => {
    if (!('key' in opening) || replayed.current || !trigger.current) return;
    replayed.current = true;
    trigger.current.focus();
    trigger.current.dispatchEvent(new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }));
  }, [opening, trigger]);
}
