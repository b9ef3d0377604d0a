import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  default: 'bg-surface-2 text-fg',
  accent: 'bg-aqua-400/15 text-accent-strong',
  primary: 'bg-ember-500/15 text-primary-strong',
  success: 'bg-lime-400/20 text-green-800 dark:text-lime-400',
  danger: 'bg-danger/10 text-danger',
};

export function Badge({
  tone = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
