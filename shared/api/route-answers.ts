import type {
  AdminOverview,
  AdminParkedGarmin,
  AdminTaskPage,
  AdminUserDetail,
  AdminUserRow,
  BetaTesterRow,
  InviteResult,
  Page,
  SuggestionRow,
} from '../schemas/admin';
import type { CalendarFeedCreated, CalendarFeedView } from '../schemas/calendar-feed';
import type { CheckoutView, PaymentProductView, PaymentStatusView } from '../schemas/payments';
import type { CreditEntryView, FitnessView, UserView } from '../schemas/accounts';
import type { ChatMessageView, ChatStatusView, ConversationView } from '../schemas/chat';
import type { TaskStatusView } from '../schemas/common';
import type { WorkoutDetails } from '../schemas/training';
import type { GarminStatusView, SendWorkoutView } from '../schemas/garmin';
import type { IntervalsStatusView } from '../schemas/intervals';
import type { StravaStatusView } from '../schemas/strava';
import type { EventType, PlanStatusView, PlanView } from '../schemas/plans';
import type { ProgressView } from '../schemas/progress';
import type { RaceDayPlanView } from '../schemas/race-day';
import type { ThresholdEstimatesView } from '../schemas/threshold-api';
import type { ThresholdsView } from '../schemas/thresholds';
import type { UploadActivitiesView } from '../schemas/activities';
import type { LoadCheckView } from '../schemas/load-check';
import type { ReadinessView } from '../schemas/readiness';
import type { AvailabilityView } from '../schemas/availability';
import type { ReplanOutcome, ReplanView } from '../schemas/replan';
import type { ChatProposalView } from '../schemas/chat-proposal';
import type { ActivityView, AdaptationPreview, WeekAdaptationView, WeekView, WorkoutView } from '../schemas/weeks';
import type { RouteId } from './routes';

declare const redirectAnswer: unique symbol;
/** A 302 to another page (a full-page navigation: OAuth connect and callback); never read as JSON. */
export interface RedirectAnswer {
  readonly [redirectAnswer]: true;
}
/** A file (a .fit, .zwo/.erg/.mrc, a zip, the calendar feed): the web saves the body as it is. */
export type FileAnswer = Blob;
/** What a provider's webhook is answered when its event is taken (it reads only the status). */
export interface WebhookReceipt {
  received: true;
  duplicate?: boolean;
}

/**
 * What each route answers with 2xx, by route id (types only): what the web's `apiCall` returns and what the route's
 * handler must return (`ApiResult<RouteAnswer<Id>>`). Every row of the route table has an entry (checked below).
 */
export interface RouteAnswers {
  getCalendarFeed: CalendarFeedView;
  /** The iCalendar text that calendar apps poll. */
  calendarFeed: FileAnswer;
  createCalendarFeed: CalendarFeedCreated;
  deleteCalendarFeed: null;
  paymentProducts: PaymentProductView[];
  paymentCheckout: CheckoutView;
  paymentStatus: PaymentStatusView;
  paymentWebhook: WebhookReceipt;
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
  adminListParkedGarmin: AdminParkedGarmin;
  adminRedriveParkedGarmin: { moved: number; remaining: number };
  adminListSuggestions: Page<SuggestionRow>;
  adminMarkSuggestionRead: { readAt: string };
  register: UserView;
  /** JSON, sent as a download (content-disposition): every item of the athlete's partition, grouped by kind. */
  exportUser: Record<string, unknown>;
  listFitness: FitnessView[];
  login: UserView;
  logout: null;
  getUser: UserView;
  patchUser: UserView;
  deleteUser: null;
  changePassword: null;
  getLatestFitness: FitnessView | null;
  saveFitness: FitnessView;
  skipWatch: UserView;
  getCredits: { balance: number; entries: CreditEntryView[] };
  /** The same message whether or not the email has an account. */
  forgotPassword: { message: string };
  resetPassword: { message: string };
  acceptingSignups: { acceptingSignups: boolean };
  joinBeta: { email: string; status: 'pending' };
  subscribeNewsletter: { email: string; subscribed: true };
  health: { status: 'ok' };
  listEventTypes: EventType[];
  createPlan: { planId: string; sessionId: string };
  planStatus: PlanStatusView;
  listPlans: PlanView[];
  updatePlan: PlanView & { sessionId: string | null };
  finishPlan: PlanView;
  listPlanWeeks: WeekView[];
  getRaceDay: RaceDayPlanView | null;
  generateRaceDay: RaceDayPlanView;
  sendSuggestion: { id: string };
  onboardingChat: { runId?: string; message?: string };
  onboardingChatStatus: ChatStatusView;
  onboardingChatHistory: ChatMessageView[];
  conversations: ConversationView[];
  conversationMessages: ChatMessageView[];
  chatConfig: { assistantId: string };
  createConversation: { conversationId: string; sessionId: string };
  postConversationMessage: { sessionId: string };
  assistantChatStatus: ChatStatusView;
  createWeek: { weekId: string; sessionId: string };
  weekStatus: TaskStatusView & { weekId: string };
  lastWeekPrompt: { requirementsPrompt: string };
  updateWeek: WeekView;
  deleteWeek: { success: boolean; deletedWorkouts: number; refundedCredits: number };
  summarizeWeek: { sessionId: string; taskId: string };
  weekSummaryStatus: TaskStatusView & { sessionId: string };
  completeWeekSummary: { success: boolean; week?: WeekView };
  flowWorkouts: WorkoutView[];
  getWorkout: WorkoutView;
  scheduleWorkout: WorkoutView;
  workoutNote: WorkoutView;
  deleteWorkout: { success: boolean; deletedFromGarmin: boolean; wasOnGarmin?: boolean };
  modifyWorkout: { taskId: string };
  /** `response` is the seed's JSON text; `workout` is the same workout, checked by the server (null until completed, or when invalid). */
  modificationStatus: TaskStatusView & { response: string | null; workout: WorkoutDetails | null; taskId: string };
  saveModifiedWorkout: { workout: WorkoutView; sentToGarmin: boolean; reason?: string };
  saveAndSendWorkout: { workout: WorkoutView; sentToGarmin: boolean; reason?: string };
  generateWorkout: { sessionId: string };
  generationStatus: TaskStatusView & { message: string | null; workout: WorkoutDetails | null; taskId: string };
  saveGeneratedWorkout: { workout: WorkoutView };
  listActivities: ActivityView[];
  reportWorkout: WorkoutView;
  undoWorkoutReport: WorkoutView;
  logActivity: { activity: ActivityView; completedWorkoutId: string | null; duplicateOf: string | null };
  deleteActivity: { success: boolean };
  uploadActivities: UploadActivitiesView;
  getProgress: ProgressView;
  getThresholds: ThresholdsView;
  putThresholds: ThresholdsView;
  estimateThresholds: ThresholdEstimatesView;
  scheduleThresholdTest: { workout: WorkoutView };
  garminConnect: RedirectAnswer;
  garminCallback: RedirectAnswer;
  garminPushActivities: WebhookReceipt;
  garminPushDeregistrations: WebhookReceipt;
  garminPushPermissions: WebhookReceipt;
  garminPushDailies: WebhookReceipt;
  garminPushSleeps: WebhookReceipt;
  garminPushHrv: WebhookReceipt;
  garminStatus: GarminStatusView;
  garminDisconnect: null;
  stravaConnect: RedirectAnswer;
  stravaCallback: RedirectAnswer;
  stravaWebhookValidate: { 'hub.challenge': string };
  stravaWebhookEvent: WebhookReceipt;
  stravaStatus: StravaStatusView;
  stravaDisconnect: null;
  garminSendWorkout: SendWorkoutView | { syncStatus: 'sending'; message: string };
  intervalsStatus: IntervalsStatusView;
  intervalsConnect: IntervalsStatusView;
  intervalsDisconnect: null;
  activeWeek: WeekView | null;
  weekWorkouts: WorkoutView[];
  weekLoadCheck: LoadCheckView;
  getReadiness: ReadinessView;
  putReadinessCheckIn: ReadinessView;
  decideReadiness: ReadinessView;
  getAvailability: AvailabilityView;
  putAvailability: AvailabilityView;
  weekReplan: ReplanView;
  decideWeekReplan: ReplanOutcome;
  acceptChatProposal: ChatProposalView;
  keepChatProposal: ChatProposalView;
  /** Binary downloads (a .zwo/.erg/.mrc file; a zip of the week's): the web saves the body as a file. */
  workoutTrainerFile: FileAnswer;
  weekTrainerFiles: FileAnswer;
  workoutFit: FileAnswer;
  weekAdaptationPreview: AdaptationPreview;
  acceptWeekAdaptation: WeekAdaptationView;
  rejectWeekAdaptationChange: WeekAdaptationView;
}

/** The answer of a route by its id as a route row carries it (a union of rows gives the union of their answers). */
export type AnswerOf<Id extends string> = Id extends keyof RouteAnswers ? RouteAnswers[Id] : never;
export type RouteAnswer<Id extends RouteId> = AnswerOf<Id>;

type EveryRouteAnswered<Missing extends never> = Missing;
/** Fails to compile while a row of the route table has no answer above (the error names the missing ids). */
export type RoutesWithoutAnswer = EveryRouteAnswered<Exclude<RouteId, keyof RouteAnswers>>;
