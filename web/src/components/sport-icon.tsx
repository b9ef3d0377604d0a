import { Bike, Dumbbell, Footprints, Waves } from 'lucide-react';
import { sportKey, type SportKey } from '@shared/weeks/workout-display';
import { cn } from '../lib/cn';

const ICONS = { swim: Waves, bike: Bike, run: Footprints };
const TONES: Record<SportKey, string> = {
  swim: 'bg-aqua-400/15 text-accent',
  bike: 'bg-ember-500/15 text-primary',
  run: 'bg-lime-400/20 text-green-800 dark:text-lime-400',
};

/** SWIMMING is swim, CYCLING is bike, STRENGTH_TRAINING is strength, anything else is run. */
export function SportIcon({ sport, className }: { sport: string | null | undefined; className?: string }) {
  const strength = sport === 'STRENGTH_TRAINING';
  const key = sportKey(sport);
  const Icon = strength ? Dumbbell : ICONS[key];
  return (
    <span
      className={cn(
        'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
        strength ? 'bg-surface-2 text-fg' : TONES[key],
        className,
      )}
      data-sport={strength ? 'strength' : key}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}
