import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { replanServiceFor } from '../replan/compose';
import { loadCheckServiceFor } from '../weeks/load-check-compose';
import { noWatchSender } from '../workouts/watch-sender';
import { createCoachTools } from './proposal-builder';
import { createProposalRepository } from './proposal-repository';
import { createWeekStateReader } from './week-state';

/**
 * The chat's tools over the table (the assistant chat's task type; apart from compose.ts so the workouts group,
 * which only decides proposals, does not bundle the tools' guardrails). They only propose: nothing goes to a watch.
 */
export function coachToolsFor({ db, clock }: { db: Db; clock: Clock }) {
  return createCoachTools({
    proposals: createProposalRepository(db),
    states: createWeekStateReader(db, clock),
    loadCheck: loadCheckServiceFor({ db, clock }),
    replan: replanServiceFor({ db, clock }, noWatchSender),
    clock,
  });
}
