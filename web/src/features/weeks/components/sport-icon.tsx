import { Bike, Footprints, Waves } from 'lucide-react';
import { sportKey, type SportKey } from '@shared/weeks/workout-display';
import { cn } from '../../../lib/cn';

const ICONS = { swim: Waves, bike: Bike, run: Footprints };
const TONES: Record<SportKey, string> = {
  swim: 'bg-aqua-400/15 text-accent',
  bike: 'bg-ember-500/15 text-primary',
  run: 'bg-lime-400/20 text-green-800 dark:text-lime-400',
};

/** SWIMMING is swim, CYCLING is bike, anything else is run. */
export function SportIcon({ sport, className }: { sport: string | null | undefined; className?: string }) {
  const key = sportKey(sport);
  const Icon = ICONS[key];
  return (
    <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl', TONES[key], className)} data-sport={key}>
      <Icon className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}
