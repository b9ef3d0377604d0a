import { randomUUID } from 'node:crypto';
import type { AuditView } from '@shared/schemas/admin';

export type AuditTargetKind = 'user' | 'email' | 'config' | 'task' | 'queue' | 'suggestion';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditInput {
  action: string;
  target: { kind: AuditTargetKind; id: string; label?: string | null };
  details?: Record<string, unknown>;
}

/** One audit row: who did what to which target, when. */
export function auditEntry(actor: AuditActor, input: AuditInput, at: string): AuditView {
  return {
    id: randomUUID(),
    at,
    actorId: actor.id,
    actorEmail: actor.email,
    action: input.action,
    target: { kind: input.target.kind, id: input.target.id, label: input.target.label ?? null },
    details: input.details ?? {},
  };
}

/** The GSI1 name of a target: the rows about one user (or email) are one Query. */
export const auditTargetKey = (target: AuditView['target']) => `${target.kind}#${target.id}`;

/** Who an admin is, for the audit rows their actions write. */
export const actorLookup =
  (users: { findById(id: string): Promise<{ email: string } | null> }) =>
  async (adminId: string): Promise<AuditActor> => ({
    id: adminId,
    email: (await users.findById(adminId))?.email ?? 'unknown',
  });
