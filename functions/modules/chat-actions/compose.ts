import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createProposalDecisionService, type ProposalDecisionDeps } from './proposal-decision-service';
import { createProposalRepository } from './proposal-repository';
import { createWeekStateReader } from './week-state';

/** Accept / Keep of chat proposals over the table, applied through the services a change by hand goes through. */
export function proposalDecisionsFor(
  { db, clock }: { db: Db; clock: Clock },
  services: Omit<ProposalDecisionDeps, 'proposals' | 'states' | 'clock'>,
) {
  return createProposalDecisionService({
    proposals: createProposalRepository(db),
    states: createWeekStateReader(db, clock),
    clock,
    ...services,
  });
}
