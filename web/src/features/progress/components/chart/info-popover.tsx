import * as Popover from '@radix-ui/react-popover';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** An (i) button that opens an explanation; Radix handles focus, Escape and outside clicks. */
export function InfoPopover({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        className="rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
        aria-label={label}
        data-testid="info-button"
      >
        <Info className="h-5 w-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-h-[70dvh] w-[min(22rem,calc(100vw-24px))] overflow-auto rounded-xl border border-line bg-surface p-4 text-sm text-fg shadow-xl"
          data-testid="info-popover"
        >
          {children}
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
