import * as z from 'zod';
import { idSchema, isoDateSchema } from './common';
import type { CheckIn, Driver, Reading, ProposalKind, WatchDay } from '../training/readiness';

const item = (name: string) =>
  z
    .number({ error: `${name} must be a number from 1 to 5` })
    .int(`${name} must be a whole number from 1 to 5`)
    .min(1, `${name} must be from 1 to 5`)
    .max(5, `${name} must be from 1 to 5`);

/** PUT /api/readiness/check-in: the morning check-in of one day (1 = worst, 5 = best), HR and HRV optional. */
export const checkInBody = z
  .object({
    date: isoDateSchema,
    sleep: item('Sleep'),
    fatigue: item('Fatigue'),
    soreness: item('Muscle soreness'),
    stress: item('Stress'),
    motivation: item('Motivation'),
    sick: z.boolean({ error: 'sick must be true or false' }).optional(),
    restingHr: z
      .number({ error: 'Resting heart rate must be a number' })
      .int('Resting heart rate must be whole beats per minute')
      .min(25, 'Resting heart rate must be at least 25 bpm')
      .max(130, 'Resting heart rate must be at most 130 bpm')
      .nullable()
      .optional(),
    hrvRmssd: z
      .number({ error: 'HRV (rMSSD) must be a number' })
      .min(5, 'HRV (rMSSD) must be at least 5 ms')
      .max(300, 'HRV (rMSSD) must be at most 300 ms')
      .nullable()
      .optional(),
  })
  .strict();
export type CheckInBody = z.output<typeof checkInBody>;

export const readinessQuery = z.object({ date: isoDateSchema });

/** POST /api/readiness/decision: Accept or Keep today's proposal (the one shown: its kind and session). */
export const readinessDecisionBody = z
  .object({
    date: isoDateSchema,
    choice: z.enum(['accept', 'keep'], { error: "choice must be 'accept' or 'keep'" }),
    kind: z.enum(['ease', 'swap', 'rest'], { error: "kind must be 'ease', 'swap' or 'rest'" }),
    workoutId: idSchema,
  })
  .strict();
export type ReadinessDecisionBody = z.output<typeof readinessDecisionBody>;

/** The proposal as the screen shows it (the eased session's name and minutes, the swap's day). */
export interface ReadinessProposalView {
  kind: ProposalKind;
  workoutId: string;
  workoutName: string;
  easedName?: string;
  easedMinutes?: number;
  swapDate?: string;
  swapWorkoutNames?: string[];
}

/** What the athlete chose, kept for next week's adaptation. */
export interface ReadinessDecisionView {
  kind: ProposalKind;
  workoutId: string;
  choice: 'accept' | 'keep';
  decidedAt: string;
  verdict: Reading['verdict'];
  drivers: Driver[];
}

export interface ReadinessView {
  date: string;
  checkIn: CheckIn | null;
  watch: WatchDay | null;
  reading: Reading;
  proposal: ReadinessProposalView | null;
  decision: ReadinessDecisionView | null;
}
