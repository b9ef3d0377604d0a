import type { ChatProposalView } from '@shared/schemas/chat-proposal';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { ReportService } from '../activities/report-service';
import type { AvailabilityService } from '../availability/availability-service';
import type { ReplanService } from '../replan/replan-service';
import type { WorkoutService } from '../workouts/workout-service';
import { toProposalView, type ChatProposalRecord, type ProposalAction } from './proposal-record';
import type { ProposalRepository } from './proposal-repository';
import type { WeekStateReader } from './week-state';
import { weekFingerprint } from './week-fingerprint';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';
export const PROPOSAL_ANSWERED = 'This proposal was already answered';
export const PROPOSAL_EXPIRED = 'This proposal has expired: ask the coach again';
export const PROPOSAL_REFUSED = 'This proposal was refused by the safety checks, so there is nothing to accept';
export const WEEK_CHANGED = 'Your week changed since this proposal was made: ask the coach again';

export interface ProposalDecisionDeps {
  proposals: ProposalRepository;
  states: Pick<WeekStateReader, 'byId' | 'availabilityOnly'>;
  clock: Clock;
  workouts: Pick<WorkoutService, 'schedule' | 'saveModified'>;
  reports: Pick<ReportService, 'report'>;
  replan: Pick<ReplanService, 'applyChanges'>;
  availability: AvailabilityService;
}

/**
 * Accept or Keep a chat proposal. Accept is taken once (a conditional write first, so a double click never applies
 * twice), only on the week as it stood when the proposal was made (409 otherwise), and goes through the services
 * the same change made by hand uses, so it reaches the watch the same way. If applying fails, the accept is taken back.
 */
export function createProposalDecisionService(deps: ProposalDecisionDeps) {
  const { proposals, states } = deps;
  const now = () => deps.clock().toISOString();

  async function open(userId: string, id: string): Promise<ChatProposalRecord> {
    const proposal = await proposals.get(userId, id);
    if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
    if (proposal.status === 'refused') throw conflict(PROPOSAL_REFUSED);
    if (proposal.status !== 'open') throw conflict(PROPOSAL_ANSWERED);
    if (proposal.expiresAtIso <= now()) throw conflict(PROPOSAL_EXPIRED);
    return proposal;
  }

  async function requireSameWeek(userId: string, proposal: ChatProposalRecord) {
    const state = proposal.weekId ? await states.byId(userId, proposal.weekId) : await states.availabilityOnly(userId);
    const fingerprint = state ? state.fingerprint : weekFingerprint([], null);
    if (!state || fingerprint !== proposal.fingerprint) throw conflict(WEEK_CHANGED);
    const today = now().slice(0, 10);
    if (proposal.actions.some((a) => a.type === 'schedule' && a.to < today)) throw conflict(WEEK_CHANGED);
  }

  async function apply(userId: string, action: ProposalAction) {
    switch (action.type) {
      case 'skip':
        return deps.reports.report(userId, action.workoutId, { status: 'skipped', reason: action.reason });
      case 'schedule':
        return deps.workouts.schedule(userId, action.workoutId, action.to);
      case 'shorten':
        return deps.workouts.saveModified(userId, action.workoutId, action.details);
      case 'replan':
        return deps.replan.applyChanges(userId, action.weekId, action.changes);
      case 'blackout': {
        const { updatedAt: _updatedAt, ...current } = await deps.availability.get(userId);
        const blackout = action.note
          ? { from: action.from, to: action.to, note: action.note }
          : { from: action.from, to: action.to };
        return deps.availability.save(userId, { ...current, blackouts: [...current.blackouts, blackout] });
      }
    }
  }

  async function view(userId: string, id: string): Promise<ChatProposalView> {
    const proposal = await proposals.get(userId, id);
    if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
    return toProposalView(proposal, now());
  }

  return {
    async accept(userId: string, id: string): Promise<ChatProposalView> {
      const proposal = await open(userId, id);
      await requireSameWeek(userId, proposal);
      if (!(await proposals.answer(userId, id, 'accepted', now()))) throw conflict(PROPOSAL_ANSWERED);
      try {
        for (const action of proposal.actions) await apply(userId, action);
      } catch (error) {
        await proposals.reopen(userId, id);
        throw error;
      }
      return view(userId, id);
    },

    async keep(userId: string, id: string): Promise<ChatProposalView> {
      await open(userId, id);
      if (!(await proposals.answer(userId, id, 'kept', now()))) throw conflict(PROPOSAL_ANSWERED);
      return view(userId, id);
    },
  };
}

export type ProposalDecisionService = ReturnType<typeof createProposalDecisionService>;
