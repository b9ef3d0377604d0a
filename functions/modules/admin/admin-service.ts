import type {
  AdjustCreditsBody,
  AdminMailRow,
  AdminOverview,
  AdminUserDetail,
  AdminUserRow,
  AuditView,
  BetaTesterRow,
  InviteResult,
  Page,
} from '@shared/schemas/admin';
import type { Language } from '@shared/schemas/common';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import { keys } from '../../db/keys';
import { conflict, notFound } from '../../lib/errors';
import { creditsMoved } from '../../lib/metrics/business-metrics';
import type { Clock } from '../../lib/clock';
import type { CreditRepository } from '../accounts/credit-repository';
import { toUserView } from '../accounts/user-record';
import type { UserRepository } from '../accounts/user-repository';
import type { AppConfigRepository } from '../config/app-config-repository';
import type { InviteService } from '../config/invite-service';
import type { SignupListRepository } from '../config/signup-list-repository';
import type { PlanRepository } from '../plans/plan-repository';
import type { MailRepository } from '../mail/mail-repository';
import type { PasswordService } from '../accounts/password-service';
import type { CounterRepository, GsiCounts } from '../stats/counters';
import type { TaskHourRepository } from '../stats/task-hours';
import type { AdminTaskRepository } from './admin-task-repository';
import { summariseTaskHours } from './task-stats';
import type { TaskMonitor } from './task-monitor';
import type { WeekRepository } from '../weeks/week-repository';
import {
  InsufficientBalanceError,
  USER_CURSOR,
  UserMissingError,
  type AdminUserRepository,
} from './admin-user-repository';
import { actorLookup, auditEntry } from './audit';
import type { AuditRepository } from './audit-repository';

export interface AdminDeps {
  gsiCounts: GsiCounts;
  adminUsers: AdminUserRepository;
  users: Pick<UserRepository, 'findById'>;
  credits: CreditRepository;
  plans: Pick<PlanRepository, 'list'>;
  weeks: Pick<WeekRepository, 'list'>;
  audit: AuditRepository;
  counters: CounterRepository;
  config: AppConfigRepository;
  lists: SignupListRepository;
  invites: InviteService;
  tasks: AdminTaskRepository;
  taskHours: TaskHourRepository;
  monitor: Pick<TaskMonitor, 'withEmails'>;
  deadLetters: { depth(): Promise<number | null> };
  mails: Pick<MailRepository, 'recentTo'>;
  passwords: Pick<PasswordService, 'sendResetLink'>;
  clock: Clock;
}

const RECENT = 20;
const toMailRow = (m: Awaited<ReturnType<MailRepository['recentTo']>>[number]): AdminMailRow => ({
  id: m.id,
  kind: m.kind,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  createdAt: m.createdAt,
  sentAt: m.sentAt ?? null,
  lastError: m.lastError ?? null,
});

const BETA_CURSOR = ['PK', 'SK'] as const;
const PAGE = 25;

/** Running the service: accounts, credits, the admin flag, signups and beta invites; every action audited. */
export function createAdminService(deps: AdminDeps) {
  const now = () => deps.clock().toISOString();
  const actorOf = actorLookup(deps.users);

  return {
    async overview(): Promise<AdminOverview> {
      const at = deps.clock();
      const weekAgo = new Date(at.getTime() - 7 * 86_400_000).toISOString();
      const dayAgo = new Date(at.getTime() - 86_400_000).toISOString();
      const count = (partition: string, from?: string) => deps.gsiCounts.partition(partition, from);
      // Accounts in total from the running counter (register and deletion keep it), not a count of every profile.
      const [
        newLast7Days,
        withActivePlan,
        watchConnections,
        mailsPending,
        mailsFailed,
        tasksPending,
        tasksRunning,
        hours,
        depth,
        counters,
        acceptingSignups,
        audit,
      ] = await Promise.all([
        count(keys.userListing('', '').GSI1PK, weekAgo),
        count(keys.activePlanListing('').GSI1PK),
        count(keys.garminUserListing('').GSI1PK),
        count(keys.mailByStatus('pending', '', '').GSI1PK),
        count(keys.mailByStatus('failed', '', '').GSI1PK),
        deps.gsiCounts.tasksWithStatus('pending'),
        deps.gsiCounts.tasksWithStatus('running'),
        deps.taskHours.range(dayAgo, at.toISOString()),
        deps.deadLetters.depth(),
        deps.counters.readAll(),
        deps.config.acceptingSignups(),
        deps.audit.recent(15),
      ]);
      return {
        generatedAt: at.toISOString(),
        accounts: { total: counters.users, newLast7Days, withActivePlan, watchConnections },
        weeksCreated: counters.weeksCreated,
        credits: { sold: counters.creditsSold, granted: counters.creditsGranted, removed: counters.creditsRemoved },
        aiTokens: { input: counters.aiInputTokens, output: counters.aiOutputTokens },
        tasks: summariseTaskHours(hours, { pending: tasksPending, running: tasksRunning }),
        deadLetters: { depth },
        mails: { pending: mailsPending, failed: mailsFailed },
        acceptingSignups,
        audit,
      };
    },

    async users(query: { q?: string; cursor?: string; limit?: number }): Promise<Page<AdminUserRow>> {
      const { items, next } = await deps.adminUsers.list({
        emailPrefix: query.q || undefined,
        cursor: decodeCursor(query.cursor, USER_CURSOR.attributes, USER_CURSOR.fixed),
        limit: query.limit ?? PAGE,
      });
      return { items, cursor: encodeCursor(next) };
    },

    async user(userId: string): Promise<AdminUserDetail> {
      const user = await deps.users.findById(userId);
      if (!user) throw notFound('User not found');
      const [plans, weeks, credits, audit, tasks, mails] = await Promise.all([
        deps.plans.list(userId),
        deps.weeks.list(userId),
        deps.credits.listEntries(userId),
        deps.audit.forTarget({ kind: 'user', id: userId, label: null }, RECENT),
        deps.tasks.ofUser(userId, RECENT),
        deps.mails.recentTo(user.email, RECENT),
      ]);
      return {
        user: toUserView(user),
        plans: plans.map((p) => ({
          id: p.id,
          name: p.primaryGoal.name,
          eventDate: p.primaryGoal.date ?? null,
          planStarts: p.planStarts,
          active: p.active === true,
          status: p.status,
          createdAt: p.createdAt,
        })),
        weeks: weeks
          .map((w) => ({
            id: w.id,
            trainingPlanId: w.trainingPlanId,
            firstDay: w.firstDay,
            status: w.status,
            active: w.active === true,
            deleted: w.deleted === true,
            trainingStyle: w.trainingStyle,
            createdAt: w.createdAt,
          }))
          .sort((a, b) => b.firstDay.localeCompare(a.firstDay)),
        credits: { balance: user.credits ?? 0, entries: credits },
        tasks: await deps.monitor.withEmails(tasks),
        mails: mails.map(toMailRow),
        audit,
      };
    },

    async adjustCredits(adminId: string, userId: string, body: AdjustCreditsBody): Promise<{ balance: number }> {
      const user = await deps.users.findById(userId);
      if (!user) throw notFound('User not found');
      const at = now();
      const description = `${body.amount > 0 ? 'Granted' : 'Removed'} by admin: ${body.description}`;
      const audit = auditEntry(
        await actorOf(adminId),
        {
          action: body.amount > 0 ? 'credits.grant' : 'credits.remove',
          target: { kind: 'user', id: userId, label: user.email },
          details: { amount: body.amount, reason: body.description },
        },
        at,
      );
      try {
        const entry = {
          id: audit.id,
          type: body.amount > 0 ? 'admin_grant' : 'admin_removal',
          amount: body.amount,
          description,
          descriptionParams: { reason: body.description },
          createdAt: at,
        };
        const balance = await deps.adminUsers.adjustCredits(userId, entry, audit);
        creditsMoved(entry);
        return { balance };
      } catch (error) {
        if (error instanceof UserMissingError) throw notFound('User not found');
        if (error instanceof InsufficientBalanceError)
          throw conflict(
            `The athlete has only ${user.credits ?? 0} credits: a removal cannot take the balance below zero`,
          );
        throw error;
      }
    },

    async setAdmin(adminId: string, userId: string, isAdmin: boolean): Promise<{ isAdmin: boolean }> {
      if (adminId === userId) throw conflict('You cannot change your own admin rights');
      const user = await deps.users.findById(userId);
      if (!user) throw notFound('User not found');
      const audit = auditEntry(
        await actorOf(adminId),
        { action: isAdmin ? 'admin.grant' : 'admin.revoke', target: { kind: 'user', id: userId, label: user.email } },
        now(),
      );
      await deps.adminUsers.setAdmin(userId, isAdmin, audit, now());
      return { isAdmin };
    },

    config: async () => ({ acceptingSignups: await deps.config.acceptingSignups() }),

    async setAcceptingSignups(adminId: string, acceptingSignups: boolean) {
      await deps.config.setAcceptingSignups(acceptingSignups, now());
      await deps.audit.add(
        auditEntry(
          await actorOf(adminId),
          {
            action: acceptingSignups ? 'signups.open' : 'signups.close',
            target: { kind: 'config', id: 'acceptingSignups' },
          },
          now(),
        ),
      );
      return { acceptingSignups };
    },

    async betaTesters(cursor?: string): Promise<Page<BetaTesterRow>> {
      const { items, next } = await deps.lists.pageBetaTesters(
        decodeCursor(cursor, BETA_CURSOR, { PK: keys.betaTester('').PK }),
        PAGE,
      );
      const registered = await deps.adminUsers.emailsWithAccounts(items.map((t) => t.email));
      return {
        items: items.map((t) => ({
          email: t.email,
          name: t.name,
          createdAt: t.createdAt,
          invitedAt: t.invitedAt ?? null,
          status: registered.has(t.email) ? 'registered' : t.status === 'invited' ? 'invited' : 'pending',
        })),
        cursor: encodeCursor(next),
      };
    },

    async invite(adminId: string, email: string, lang: Language = 'en'): Promise<{ invited: string }> {
      if ((await deps.adminUsers.emailsWithAccounts([email])).has(email))
        throw conflict('This email already has an account');
      await deps.invites.createInvite(email, lang);
      await deps.audit.add(
        auditEntry(
          await actorOf(adminId),
          { action: 'beta.invite', target: { kind: 'email', id: email, label: email } },
          now(),
        ),
      );
      return { invited: email };
    },

    /** Invites a selection: each address gets its own code and mail; those with an account are skipped and named. */
    async inviteMany(adminId: string, emails: string[], lang: Language = 'en'): Promise<InviteResult> {
      const unique = [...new Set(emails)];
      const registered = await deps.adminUsers.emailsWithAccounts(unique);
      const actor = await actorOf(adminId);
      const result: InviteResult = { invited: [], skipped: [] };
      for (const email of unique) {
        if (registered.has(email)) {
          result.skipped.push({ email, reason: 'This email already has an account' });
          continue;
        }
        await deps.invites.createInvite(email, lang);
        await deps.audit.add(
          auditEntry(actor, { action: 'beta.invite', target: { kind: 'email', id: email, label: email } }, now()),
        );
        result.invited.push(email);
      }
      return result;
    },

    async resendPasswordReset(adminId: string, userId: string): Promise<{ sent: true }> {
      const user = await deps.users.findById(userId);
      if (!user || !(await deps.passwords.sendResetLink(userId))) throw notFound('User not found');
      await deps.audit.add(
        auditEntry(
          await actorOf(adminId),
          { action: 'password.reset-sent', target: { kind: 'user', id: userId, label: user.email } },
          now(),
        ),
      );
      return { sent: true };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
export type { AuditView };
