import type { AdminParkedGarmin } from '@shared/schemas/admin';
import { PARKED_PAGE, toParkedRow, type ParkedGarminRepository } from '../garmin/parked-repository';
import { auditEntry, type AuditActor } from './audit';
import type { AuditRepository } from './audit-repository';

/** The admin console's view of Garmin work parked after its retries (counts, ids, errors) and its redrive. */
export function createParkedGarminConsole(deps: {
  parked: ParkedGarminRepository;
  audit: Pick<AuditRepository, 'add'>;
  actorOf: (adminId: string) => Promise<AuditActor>;
  now: () => string;
}) {
  return {
    async list(): Promise<AdminParkedGarmin> {
      const all = await deps.parked.all();
      const sends = all.filter((item) => item.kind === 'send').length;
      return { counts: { pushes: all.length - sends, sends }, items: all.slice(0, PARKED_PAGE).map(toParkedRow) };
    },

    /** Moves up to PARKED_PAGE parked items back to their queues (the jobs take them on their next run); audited. */
    async redrive(adminId: string): Promise<{ moved: number; remaining: number }> {
      const all = await deps.parked.all();
      const batch = all.slice(0, PARKED_PAGE);
      const at = deps.now();
      for (const item of batch) await deps.parked.redrive(item, at);
      await deps.audit.add(
        auditEntry(
          await deps.actorOf(adminId),
          {
            action: 'garmin.redrive',
            target: { kind: 'queue', id: 'garmin-parked' },
            details: { moved: batch.length },
          },
          at,
        ),
      );
      return { moved: batch.length, remaining: all.length - batch.length };
    },
  };
}

export type ParkedGarminConsole = ReturnType<typeof createParkedGarminConsole>;
