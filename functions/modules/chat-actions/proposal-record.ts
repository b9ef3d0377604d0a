import type { ChatProposalKind, ChatProposalStatus, ChatProposalView } from '@shared/schemas/chat-proposal';
import type { WorkoutDetails } from '@shared/schemas/training';
import type { ReplanChange } from '@shared/training/replan';

/** An open proposal is answered within this time, or it expires (the week has usually moved on by then). */
export const PROPOSAL_TTL_MS = 48 * 60 * 60 * 1000;

/** What Accept does, step by step, through the same services as the change made by hand. */
export type ProposalAction =
  /** A session marked skipped (the readiness check's rest; a day without time). */
  | { type: 'skip'; workoutId: string; reason: 'sick' | 'no-time' }
  /** A session moved to another day (the week board's move). */
  | { type: 'schedule'; workoutId: string; from: string; to: string }
  /** A session saved shorter (the workout screen's modification). */
  | { type: 'shorten'; workoutId: string; details: WorkoutDetails }
  /** Days blocked out (Settings > Availability). */
  | { type: 'blackout'; from: string; to: string; note: string | null }
  /** The re-plan of the rest of the week (the week's re-plan card). */
  | { type: 'replan'; weekId: string; changes: ReplanChange[] };

export interface ChatProposalRecord {
  id: string;
  userId: string;
  conversationId: string;
  taskId: string;
  kind: ChatProposalKind;
  status: Exclude<ChatProposalStatus, 'expired'>;
  title: string;
  lines: string[];
  refusal?: string;
  actions: ProposalAction[];
  /** The week the proposal was made on, and how it stood then (week-fingerprint.ts). */
  weekId: string | null;
  fingerprint: string;
  createdAt: string;
  answeredAt?: string;
  /** ISO; `expiresAt` (epoch seconds) is the item's TTL. */
  expiresAtIso: string;
}

export function toProposalView(p: ChatProposalRecord, now: string): ChatProposalView {
  const expired = p.status === 'open' && p.expiresAtIso <= now;
  return {
    id: p.id,
    kind: p.kind,
    status: expired ? 'expired' : p.status,
    title: p.title,
    lines: p.lines,
    ...(p.refusal ? { refusal: p.refusal } : {}),
    expiresAt: p.expiresAtIso,
  };
}
