import type { Language } from '@shared/schemas/common';
import type { WorkoutSport } from '@shared/schemas/training';
import type { BpmRange } from '@shared/training/zones';

/** What a step asks for when the trainer cannot hold it: the file says it plainly, in the athlete's language. */
export type Cue =
  | { kind: 'hr'; zone: number; bpm: BpmRange | null }
  | { kind: 'pace' | 'speed'; low: string; high: string; unit: string };

const TEXT = {
  en: {
    byHr: {
      CYCLING: 'Ride by heart rate',
      RUNNING: 'Run by heart rate',
      SWIMMING: 'Swim by heart rate',
      STRENGTH_TRAINING: 'Work by heart rate',
    },
    zone: 'zone',
    hold: { CYCLING: 'Ride at', RUNNING: 'Run at', SWIMMING: 'Swim at', STRENGTH_TRAINING: 'Work at' },
    free: 'the trainer does not set it',
  },
  pl: {
    byHr: {
      CYCLING: 'Jedź według tętna',
      RUNNING: 'Biegnij według tętna',
      SWIMMING: 'Płyń według tętna',
      STRENGTH_TRAINING: 'Ćwicz według tętna',
    },
    zone: 'strefa',
    hold: {
      CYCLING: 'Jedź w tempie',
      RUNNING: 'Biegnij w tempie',
      SWIMMING: 'Płyń w tempie',
      STRENGTH_TRAINING: 'Ćwicz w tempie',
    },
    free: 'trenażer go nie ustawia',
  },
} as const satisfies Record<
  Language,
  { byHr: Record<WorkoutSport, string>; zone: string; hold: Record<WorkoutSport, string>; free: string }
>;

/** 'Ride by heart rate: zone 3 (142–150 bpm)'; 'Ride at 30.2–31.4 km/h (the trainer does not set it)'. */
export function cueText(lang: Language, sport: WorkoutSport, cue: Cue): string {
  const t = TEXT[lang];
  if (cue.kind === 'hr')
    return `${t.byHr[sport]}: ${t.zone} ${cue.zone}${cue.bpm ? ` (${cue.bpm.low}–${cue.bpm.high} bpm)` : ''}`;
  return `${t.hold[sport]} ${cue.low}–${cue.high} ${cue.unit} (${t.free})`;
}
