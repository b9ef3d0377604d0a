import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn';

export function Slider({
  className,
  thumbLabel,
  ...props
}: ComponentPropsWithoutRef<typeof SliderPrimitive.Root> & { thumbLabel: string }) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-8 w-full touch-none select-none items-center', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-surface-2">
        <SliderPrimitive.Range className="absolute h-full bg-gradient-to-r from-aqua-500 to-ember-500" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        className="block h-6 w-6 rounded-full border-2 border-primary bg-surface shadow focus-visible:outline-2 focus-visible:outline-ring"
      />
    </SliderPrimitive.Root>
  );
}
