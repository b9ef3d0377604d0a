import type { Lang } from '../types';

/** Strength and mobility wording; exercises chosen for triathletes (legs, hips, trunk, the swimmer's upper back). */
export interface StrengthText {
  warmup: string;
  cooldown: string;
  rest: string;
  exercises: string[];
  name(rounds: number, duration: string): string;
  about(rounds: number, work: number): string;
}

const en: StrengthText = {
  warmup: 'Mobility: leg swings, hip circles, thoracic rotations, band pull-aparts',
  cooldown: 'Stretch calves, hip flexors, glutes and chest',
  rest: 'Rest, move to the next exercise',
  exercises: [
    'Goblet squat, slow down, controlled up',
    'Single-leg Romanian deadlift, alternate legs',
    'Single-leg calf raises, alternate legs',
    'Glute bridge with a 2 s hold at the top',
    'Plank, then side plank each side',
    'Band or dumbbell row, shoulder blades back',
  ],
  name: (rounds, duration) => `Strength & Mobility ${rounds} rounds (${duration})`,
  about: (rounds, work) =>
    `${rounds} rounds of six exercises, ${work} s each with a short rest: legs, hips, trunk and upper back. Moderate load you could lift a few more times; good form over weight. Strength work cuts sports injuries and helps economy; it does not replace a swim, ride or run.`,
};

const pl: StrengthText = {
  warmup: 'Mobilność: wymachy nóg, krążenia bioder, rotacje odcinka piersiowego, rozciąganie gumy przed klatką',
  cooldown: 'Rozciąganie łydek, zginaczy bioder, pośladków i klatki piersiowej',
  rest: 'Przerwa, przejdź do następnego ćwiczenia',
  exercises: [
    'Przysiad z ciężarem przy klatce (goblet), powoli w dół, kontrolowanie w górę',
    'Martwy ciąg rumuński na jednej nodze, na zmianę',
    'Wspięcia na palce na jednej nodze, na zmianę',
    'Unoszenie bioder (mostek) z 2 s zatrzymaniem na górze',
    'Deska, potem deska bokiem na każdą stronę',
    'Wiosłowanie gumą lub hantlem, łopatki ściągnięte',
  ],
  name: (rounds, duration) => `Siła i mobilność, ${rounds} obwody (${duration})`,
  about: (rounds, work) =>
    `${rounds} obwody po sześć ćwiczeń, ${work} s każde z krótką przerwą: nogi, biodra, tułów i górna część pleców. Umiarkowany ciężar, który dałoby się podnieść jeszcze kilka razy; technika ważniejsza niż ciężar. Trening siłowy zmniejsza ryzyko kontuzji i poprawia ekonomię ruchu; nie zastępuje pływania, jazdy ani biegu.`,
};

export const strengthTextFor = (lang: Lang | null | undefined): StrengthText => (lang === 'pl' ? pl : en);
