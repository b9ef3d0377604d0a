import type { AdminOverview, AdminTaskPage, AdminUserDetail, AdminUserRow, BetaTesterRow, InviteResult, Page, SuggestionRow } from '../schemas/admin';
import type { CalendarFeedCreated, CalendarFeedView } from '../schemas/calendar-feed';
import type { CheckoutView, PaymentProductView, PaymentStatusView } from '../schemas/payments';
import type { AdaptationPreview, WeekAdaptationView, WeekView, WorkoutView } from '../schemas/weeks';
import type { RouteId } from './routes';

/** What a route answers with 2xx, by route id (types only). Routes not listed answer `unknown` until added here. */
export interface RouteAnswers {
  getCalendarFeed: CalendarFeedView;
  createCalendarFeed: CalendarFeedCreated;
  deleteCalendarFeed: null;
  paymentProducts: PaymentProductView[];
  paymentCheckout: CheckoutView;
  paymentStatus: PaymentStatusView;
  adminOverview: AdminOverview;
  adminListUsers: Page<AdminUserRow>;
  adminGetUser: AdminUserDetail;
  adminAdjustCredits: { balance: number };
  adminSetAdmin: { isAdmin: boolean };
  adminGetConfig: { acceptingSignups: boolean };
  adminPatchConfig: { acceptingSignups: boolean };
  adminListBetaTesters: Page<BetaTesterRow>;
  adminInviteBetaTester: { invited: string };
  adminInviteBetaTesters: InviteResult;
  adminResendPasswordReset: { sent: true };
  adminListTasks: AdminTaskPage;
  adminRetryTask: { weekId: string; sessionId: string };
  adminRedriveDeadLetters: { moved: number; remaining: number | null };
  adminListSuggestions: Page<SuggestionRow>;
  adminMarkSuggestionRead: { readAt: string };
  activeWeek: WeekView | null;
  weekWorkouts: WorkoutView[];
  weekAdaptationPreview: AdaptationPreview;
  acceptWeekAdaptation: WeekAdaptationView;
  rejectWeekAdaptationChange: WeekAdaptationView;
}

export type RouteAnswer<Id extends RouteId> = Id extends keyof RouteAnswers ? RouteAnswers[Id] : unknown;
