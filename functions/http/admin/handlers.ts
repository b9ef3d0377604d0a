import type { RouteById, RouteId } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { created, ok } from '../../lib/responses';
import type { AdminServices } from '../../modules/admin/compose';

type H<Id extends RouteId> = RouteHandler<RouteById<Id>>;

/** The admin console's calls: each one line over the admin service (admins only: the route stack checks). */
export const adminHandlers = ({ admin, monitor, parkedGarmin, suggestions }: AdminServices) => ({
  adminOverview: (async () => ok(await admin.overview())) satisfies H<'adminOverview'>,
  adminListUsers: (async ({ query }) => ok(await admin.users(query))) satisfies H<'adminListUsers'>,
  adminGetUser: (async ({ params }) => ok(await admin.user(params.userId))) satisfies H<'adminGetUser'>,
  adminAdjustCredits: (async ({ params, body, session }) =>
    created(await admin.adjustCredits(session.userId, params.userId, body))) satisfies H<'adminAdjustCredits'>,
  adminSetAdmin: (async ({ params, body, session }) =>
    ok(await admin.setAdmin(session.userId, params.userId, body.isAdmin))) satisfies H<'adminSetAdmin'>,
  adminGetConfig: (async () => ok(await admin.config())) satisfies H<'adminGetConfig'>,
  adminPatchConfig: (async ({ body, session }) =>
    ok(await admin.setAcceptingSignups(session.userId, body.acceptingSignups))) satisfies H<'adminPatchConfig'>,
  adminListBetaTesters: (async ({ query }) =>
    ok(await admin.betaTesters(query.cursor))) satisfies H<'adminListBetaTesters'>,
  adminInviteBetaTester: (async ({ params, body, session }) =>
    ok(await admin.invite(session.userId, params.email, body?.lang))) satisfies H<'adminInviteBetaTester'>,
  adminInviteBetaTesters: (async ({ body, session }) =>
    ok(await admin.inviteMany(session.userId, body.emails, body.lang))) satisfies H<'adminInviteBetaTesters'>,
  adminResendPasswordReset: (async ({ params, session }) =>
    ok(await admin.resendPasswordReset(session.userId, params.userId))) satisfies H<'adminResendPasswordReset'>,
  adminListTasks: (async ({ query }) => ok(await monitor.list(query))) satisfies H<'adminListTasks'>,
  adminRetryTask: (async ({ params, session }) =>
    ok(await monitor.retry(session.userId, params.userId, params.taskId))) satisfies H<'adminRetryTask'>,
  adminRedriveDeadLetters: (async ({ session }) =>
    ok(await monitor.redrive(session.userId))) satisfies H<'adminRedriveDeadLetters'>,
  adminListParkedGarmin: (async () => ok(await parkedGarmin.list())) satisfies H<'adminListParkedGarmin'>,
  adminRedriveParkedGarmin: (async ({ session }) =>
    ok(await parkedGarmin.redrive(session.userId))) satisfies H<'adminRedriveParkedGarmin'>,
  adminListSuggestions: (async ({ query }) =>
    ok(await suggestions.list(query.cursor))) satisfies H<'adminListSuggestions'>,
  adminMarkSuggestionRead: (async ({ params }) =>
    ok(await suggestions.markRead(params.suggestionId))) satisfies H<'adminMarkSuggestionRead'>,
});
