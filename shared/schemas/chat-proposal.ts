import * as z from 'zod';
import { idSchema } from './common';

/** What a chat proposal does when accepted: the same changes the screens make. */
export type ChatProposalKind = 'rest' | 'move' | 'minutes' | 'away';

/**
 * open: waiting for Accept or Keep; accepted / kept: answered; refused: the guardrails would not propose it (the
 * card says why); expired: not answered in time (nothing changed).
 */
export type ChatProposalStatus = 'open' | 'accepted' | 'kept' | 'refused' | 'expired';

/** A proposal card in the chat, in the athlete's language. */
export interface ChatProposalView {
  id: string;
  kind: ChatProposalKind;
  status: ChatProposalStatus;
  /** One line: what the proposal is about. */
  title: string;
  /** Each change it makes, with its reason. */
  lines: string[];
  /** Why it was refused (status refused). */
  refusal?: string;
  expiresAt: string;
}

export const proposalIdParams = z.object({ proposalId: idSchema });

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format');

/** The coach's tools' arguments, checked again on the server whatever the model sent (strict schemas or not). */
export const coachToolArgs = {
  report_sick: z.object({ date: isoDay }).strict(),
  move_workout: z.object({ workout_id: idSchema, to_date: isoDay }).strict(),
  limit_day_minutes: z.object({ date: isoDay, minutes: z.number().int().min(0).max(720) }).strict(),
  block_out_dates: z.object({ from: isoDay, to: isoDay, note: z.string().max(120).nullable() }).strict(),
} as const;

export type CoachToolName = keyof typeof coachToolArgs;
export type CoachToolArgs<N extends CoachToolName> = z.infer<(typeof coachToolArgs)[N]>;
