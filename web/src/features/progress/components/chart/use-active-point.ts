import { useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Which point of a chart is shown in its tooltip: set by the pointer, or by the keyboard once the chart has focus
 * (arrows step one point, Page Up/Down seven, Home/End jump to the ends, Escape hides it).
 */
export function useActivePoint(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));

  const onKeyDown = (event: KeyboardEvent) => {
    const current = active ?? count - 1;
    const next: Record<string, number | null> = {
      ArrowRight: clamp(current + 1),
      ArrowLeft: clamp(current - 1),
      PageUp: clamp(current + 7),
      PageDown: clamp(current - 7),
      Home: 0,
      End: count - 1,
      Escape: null,
    };
    if (!(event.key in next) || count === 0) return;
    event.preventDefault();
    setActive(next[event.key]!);
  };

  return {
    active: active !== null && active < count ? active : null,
    setActive,
    focusProps: {
      tabIndex: 0,
      onKeyDown,
      // Focus shows the latest point, so keyboard users see at once what the arrows move.
      onFocus: () => setActive((a) => a ?? (count ? count - 1 : null)),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(null);
      },
    },
  };
}
