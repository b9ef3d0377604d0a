import type { ThresholdTest } from '../schemas/threshold-api';
import type { WorkoutDetails, WorkoutStep } from '../schemas/training';
import { finishWorkout, hr, metres, mins, open, repeat, step } from './steps';
import type { Lang } from './types';

/**
 * The short tests the coach schedules to measure thresholds, as ordinary workouts:
 * - run30: Friel's 30-minute solo time trial. Threshold HR = the average HR of its last 20 minutes (so the trial is
 *   two steps: the watch laps at 10 min), threshold pace = the average pace of the 30 minutes.
 * - bike20: Coggan's 20-minute test after a 5-minute opener. FTP = 95 % of the 20 minutes' average power.
 * - swimCss: a 400 m and a 200 m time trial. CSS (s/100 m) = (T400 - T200) / 2.
 */
const TEXT: Record<Lang, Record<ThresholdTest, { name: string; description: string; steps: string[] }>> = {
  en: {
    run30: {
      name: 'Threshold test: 30-min run',
      description:
        'A solo 30-minute time trial on a flat route, as hard as you can hold evenly. Afterwards enter your threshold HR (average of the last 20 minutes) and threshold pace (average of the 30 minutes) in Settings.',
      steps: [
        'Easy running, a few relaxed strides at the end',
        'Time trial: settle into the hardest pace you can hold',
        "Keep going evenly: this lap's average HR is your threshold HR",
        'Easy jog to cool down',
      ],
    },
    bike20: {
      name: 'Threshold test: 20-min ride',
      description:
        "Coggan's 20-minute test on the trainer or a quiet steady road. Your FTP is 95 % of the 20 minutes' average power; enter it in Settings.",
      steps: [
        'Easy spinning',
        'One minute fast',
        'One minute easy',
        'Five minutes hard to open up',
        'Easy spinning',
        '20 minutes as hard as you can hold evenly',
        'Easy spinning to cool down',
      ],
    },
    swimCss: {
      name: 'Threshold test: 400 m + 200 m swim',
      description:
        'Two time trials for your critical swim speed: CSS per 100 m = (400 m time - 200 m time) / 2. Note both times and enter the result in Settings.',
      steps: [
        'Easy swimming, mixed strokes',
        'Build each length to fast',
        'Rest at the wall',
        '400 m time trial: even and fast, note your time',
        'Rest and recover fully',
        '200 m time trial: all out, note your time',
        'Easy swimming to cool down',
      ],
    },
  },
  pl: {
    run30: {
      name: 'Test progowy: bieg 30 min',
      description:
        'Samodzielna 30-minutowa próba na płaskiej trasie, tak mocno, jak utrzymasz równo. Potem wpisz w Ustawieniach tętno progowe (średnia z ostatnich 20 minut) i tempo progowe (średnia z 30 minut).',
      steps: [
        'Spokojny bieg, na końcu kilka luźnych przebieżek',
        'Próba: wejdź w najmocniejsze tempo, jakie utrzymasz',
        'Biegnij równo dalej: średnie tętno tego okrążenia to Twoje tętno progowe',
        'Spokojny trucht na schłodzenie',
      ],
    },
    bike20: {
      name: 'Test progowy: jazda 20 min',
      description:
        'Test Coggana: 20 minut na trenażerze lub spokojnej, równej drodze. FTP to 95 % średniej mocy z 20 minut; wpisz je w Ustawieniach.',
      steps: [
        'Spokojne kręcenie',
        'Minuta szybko',
        'Minuta spokojnie',
        'Pięć minut mocno na otwarcie',
        'Spokojne kręcenie',
        '20 minut tak mocno, jak utrzymasz równo',
        'Spokojne kręcenie na schłodzenie',
      ],
    },
    swimCss: {
      name: 'Test progowy: pływanie 400 m + 200 m',
      description:
        'Dwie próby na krytyczną prędkość pływania: CSS na 100 m = (czas 400 m - czas 200 m) / 2. Zapisz oba czasy i wpisz wynik w Ustawieniach.',
      steps: [
        'Spokojne pływanie, różne style',
        'Każdą długość przyspieszaj do szybkiego',
        'Odpoczynek przy ścianie',
        'Próba 400 m: równo i szybko, zapisz czas',
        'Odpocznij do pełnej regeneracji',
        'Próba 200 m: na maksa, zapisz czas',
        'Spokojne pływanie na schłodzenie',
      ],
    },
  },
};

export function buildThresholdTest(test: ThresholdTest, lang: Lang = 'en'): WorkoutDetails {
  const text = TEXT[lang][test];
  const s = text.steps;
  if (test === 'run30') {
    const steps: WorkoutStep[] = [
      step('WARMUP', mins(15), hr(2), s[0]!),
      step('ACTIVE', mins(10), open, s[1]!),
      step('ACTIVE', mins(20), open, s[2]!),
      step('COOLDOWN', mins(10), hr(1), s[3]!),
    ];
    return finishWorkout(text.name, text.description, 'RUNNING', steps);
  }
  if (test === 'bike20') {
    return finishWorkout(text.name, text.description, 'CYCLING', [
      step('WARMUP', mins(15), hr(2), s[0]!),
      repeat(3, [step('INTERVAL', mins(1), hr(4), s[1]!), step('RECOVERY', mins(1), hr(1), s[2]!)]),
      step('INTERVAL', mins(5), hr(4), s[3]!),
      step('RECOVERY', mins(5), hr(1), s[4]!),
      step('ACTIVE', mins(20), open, s[5]!),
      step('COOLDOWN', mins(10), hr(1), s[6]!),
    ]);
  }
  return finishWorkout(text.name, text.description, 'SWIMMING', [
    step('WARMUP', metres(400), open, s[0]!),
    repeat(4, [step('ACTIVE', metres(50), open, s[1]!), step('REST', { secs: 15 }, open, s[2]!)]),
    step('ACTIVE', metres(400), open, s[3]!),
    step('REST', mins(5), open, s[4]!),
    step('ACTIVE', metres(200), open, s[5]!),
    step('COOLDOWN', metres(200), open, s[6]!),
  ]);
}

/** CSS in seconds per 100 m from the two trials' times (seconds); null when the times cannot be a CSS test. */
export function cssFromTrials(secs400: number, secs200: number): number | null {
  if (!(secs400 > 0 && secs200 > 0) || secs400 <= secs200) return null;
  return Math.round((secs400 - secs200) / 2);
}

/** FTP from a 20-minute test's average power (Coggan: 95 %). */
export const ftpFromTwentyMinutes = (averageWatts: number): number => Math.round(averageWatts * 0.95);
