/**
 * Partitions per task status on GSI2: ~50 status changes a second at 100,000 athletes spread over 8, each
 * far under a partition's 1,000 writes a second; readers pay 8 small Queries per status.
 */
export const TASK_STATUS_SHARDS = 8;

/** A task's shard: a stable hash of its id (FNV-1a), so every status change of one task lands in the same shard number. */
export function taskStatusShard(taskId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < taskId.length; i++) hash = Math.imul(hash ^ taskId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % TASK_STATUS_SHARDS;
}

/**
 * Every key of the table in one place. Everything a user owns lives under PK = USER#<userId>.
 * Sort keys go general to specific so one Query with begins_with reads a collection.
 *
 * One spelling for every PK, SK, GSI key and prefix below:
 * - A segment name is whole words in UPPER_SNAKE_CASE, `_` between words: `ACTIVE_WEEK`, `CHAT_MESSAGE`,
 *   `RATE_LIMIT`; never run together (`ACTIVEWEEK`) or shortened (`CONV`, `RL`). A partition holding many items of
 *   one kind is the plural (`GARMIN_PUSHES` holds `PUSH#...`).
 * - `#` only between a segment name and its value(s), and between one such pair and the next
 *   (`USER#<id>#WEEK#<id>#WORKOUTS`); never inside a name.
 * - Values (ids, dates, hashes, emails, statuses, bucket names) are written as they are.
 * test/unit/db/key-spelling.test.ts holds the words names may use. Renaming a segment moves stored items: add a
 * migration in functions/db/migrations/ (deployed tables and local data keep the old keys until it runs).
 */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  profileSortKey: 'PROFILE',
  userPartition: (userId: string) => `USER#${userId}`,
  /** The athlete id of a `USER#<id>` partition key, or null for any other partition. */
  userIdOfPartition: (pk: string) => (pk.startsWith('USER#') ? pk.slice('USER#'.length) : null),
  emailGuard: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  /** The (lower-cased) address an email guard's partition key names. */
  emailOfGuard: (pk: string) => pk.slice('EMAIL#'.length),
  /** SES said mail to the athlete's address bounced for good or was marked as spam: the mail job sends it nothing more. */
  mailSuppression: (userId: string) => ({ PK: `USER#${userId}`, SK: 'MAIL_SUPPRESSION' }),
  session: (sidHash: string) => ({ PK: `SESSION#${sidHash}`, SK: 'SESSION' }),
  /** The hash a session item's keys name, or null when the item is not a session. */
  sessionHashOf: (item: { PK?: unknown; SK?: unknown }) =>
    item.SK === 'SESSION' && String(item.PK).startsWith('SESSION#') ? String(item.PK).slice('SESSION#'.length) : null,
  isSessionPartition: (pk: string) => pk.startsWith('SESSION#'),
  /** GSI1 on a session: all sessions of a user (logout everywhere after a reset). */
  sessionByUser: (userId: string, sidHash: string) => ({
    GSI1PK: `USER#${userId}#SESSIONS`,
    GSI1SK: `SESSION#${sidHash}`,
  }),
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'RESET' }),
  /** A forgot-password request waiting for the mail job (the request answers the same whether or not the account exists). */
  resetRequest: (createdAtIso: string, id: string) => ({ PK: 'RESET_REQUESTS', SK: `REQUEST#${createdAtIso}#${id}` }),
  resetRequestsPartition: 'RESET_REQUESTS',
  rateLimit: (bucket: string, window: number) => ({ PK: `RATE_LIMIT#${bucket}`, SK: `WINDOW#${window}` }),
  fitness: (userId: string, dateStartIso: string, id: string) => ({
    PK: `USER#${userId}`,
    SK: `FITNESS#${dateStartIso}#${id}`,
  }),
  fitnessPrefix: 'FITNESS#',
  credits: (userId: string, createdAtIso: string, id: string) => ({
    PK: `USER#${userId}`,
    SK: `CREDIT#${createdAtIso}#${id}`,
  }),
  creditsPrefix: 'CREDIT#',
  appConfig: (name: string) => ({ PK: 'CONFIG', SK: `CONFIG#${name}` }),
  betaTester: (email: string) => ({ PK: 'BETA', SK: `BETA#${email.toLowerCase()}` }),
  newsletter: (email: string) => ({ PK: 'NEWSLETTER', SK: `NEWSLETTER#${email.toLowerCase()}` }),
  invite: (codeHash: string) => ({ PK: `INVITE#${codeHash}`, SK: 'INVITE' }),
  /** Mails live in their own partition, indexed by status on GSI1 so the mail job queries pending ones. */
  mail: (mailId: string) => ({ PK: `MAIL#${mailId}`, SK: 'MAIL' }),
  mailByStatus: (status: string, dueAtIso: string, mailId: string) => ({
    GSI1PK: `MAILS#${status}`,
    GSI1SK: `${dueAtIso}#${mailId}`,
  }),
  /** Users listed for the admin area. */
  userListing: (createdAtIso: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAtIso}#${userId}` }),
  suggestion: (userId: string, createdAtIso: string, id: string) => ({
    PK: `USER#${userId}`,
    SK: `SUGGESTION#${createdAtIso}#${id}`,
  }),
  /** A card payment (payment_transactions): pending until the provider's webhook says paid, failed or expired. */
  paymentTransaction: (userId: string, transactionId: string) => ({
    PK: `USER#${userId}`,
    SK: `PAYMENT#${transactionId}`,
  }),
  paymentPrefix: 'PAYMENT#',
  /** The provider's checkout session id -> our transaction, for events that do not carry our metadata. */
  paymentSession: (checkoutSessionId: string) => ({
    PK: `PAYMENT_SESSION#${checkoutSessionId}`,
    SK: 'PAYMENT_SESSION',
  }),
  /** The payment intent of a completed checkout -> its transaction (refunds are charges of that intent). */
  paymentIntent: (paymentIntentId: string) => ({ PK: `PAYMENT_INTENT#${paymentIntentId}`, SK: 'PAYMENT_INTENT' }),
  /** The athlete's Garmin connection (tokens encrypted). */
  garminConnection: (userId: string) => ({ PK: `USER#${userId}`, SK: 'GARMIN' }),
  /** The athlete's intervals.icu connection (API key encrypted); GSI1 lists the connections, least recently synced first. */
  intervalsConnection: (userId: string) => ({ PK: `USER#${userId}`, SK: 'INTERVALS' }),
  intervalsListing: (checkedAtIso: string, userId: string) => ({
    GSI1PK: 'INTERVALS_CONNECTIONS',
    GSI1SK: `${checkedAtIso}#${userId}`,
  }),
  intervalsListingPartition: 'INTERVALS_CONNECTIONS',
  /** The athlete's thresholds (max/threshold HR, run pace, swim CSS, FTP) with their sources: one item. */
  thresholds: (userId: string) => ({ PK: `USER#${userId}`, SK: 'THRESHOLDS' }),
  /** When the athlete can train (minutes per weekday, two-session and pool days, blackout ranges): one item. */
  availability: (userId: string) => ({ PK: `USER#${userId}`, SK: 'AVAILABILITY' }),
  /** One Garmin user id belongs to one athlete: this guard item names them. */
  garminUser: (garminUserId: string) => ({ PK: `GARMIN_USER#${garminUserId}`, SK: 'GARMIN_USER' }),
  /** GSI1 on that guard: the watch connections (the admin overview counts them). */
  garminUserListing: (garminUserId: string) => ({ GSI1PK: 'GARMIN_USERS', GSI1SK: garminUserId }),
  /** A connect in progress: the PKCE verifier and the session it belongs to, keyed by the state's hash (TTL 10 min). */
  garminOAuthState: (stateHash: string) => ({ PK: `GARMIN_STATE#${stateHash}`, SK: 'STATE' }),
  /** garmin_deregistrations: registrations to delete at Garmin, drained by the deregistration job. */
  garminDeregistration: (createdAtIso: string, id: string) => ({
    PK: 'GARMIN_DEREGISTRATIONS',
    SK: `DEREGISTRATION#${createdAtIso}#${id}`,
  }),
  garminDeregistrationsPartition: 'GARMIN_DEREGISTRATIONS',
  /** A Garmin push accepted but not yet processed (the push job drains them oldest first). */
  garminPush: (receivedAtIso: string, id: string) => ({ PK: 'GARMIN_PUSHES', SK: `PUSH#${receivedAtIso}#${id}` }),
  garminPushesPartition: 'GARMIN_PUSHES',
  /** A workout send Garmin refused as busy (429/5xx), retried by the send job when due. */
  garminSendRetry: (dueAtIso: string, userId: string, workoutId: string) => ({
    PK: 'GARMIN_SENDS',
    SK: `SEND#${dueAtIso}#${userId}#${workoutId}`,
  }),
  garminSendRetriesPartition: 'GARMIN_SENDS',
  /** The highest sort key of a send due by then ('~' sorts after every id). */
  garminSendsDueBy: (nowIso: string) => `SEND#${nowIso}~`,
  /** The athlete's Strava connection (tokens encrypted). */
  stravaConnection: (userId: string) => ({ PK: `USER#${userId}`, SK: 'STRAVA' }),
  /** One Strava athlete id belongs to one athlete: this guard item names them. */
  stravaAthlete: (stravaAthleteId: string) => ({ PK: `STRAVA_ATHLETE#${stravaAthleteId}`, SK: 'STRAVA_ATHLETE' }),
  /** GSI1 on that guard: the Strava connections (counted, never listed with activities). */
  stravaAthleteListing: (stravaAthleteId: string) => ({ GSI1PK: 'STRAVA_ATHLETES', GSI1SK: stravaAthleteId }),
  /** A Strava connect in progress, keyed by the state's hash (TTL 10 min). */
  stravaOAuthState: (stateHash: string) => ({ PK: `STRAVA_STATE#${stateHash}`, SK: 'STATE' }),
  /** Strava work to do (webhook events, backfill pages, deauthorizations), due at `dueAt`, drained by the strava-events job; an event's id is its key's hash. */
  stravaTask: (dueAtIso: string, id: string) => ({ PK: 'STRAVA_TASKS', SK: `TASK#${dueAtIso}#${id}` }),
  stravaTasksPartition: 'STRAVA_TASKS',
  /** The highest sort key of a Strava task due by then ('~' sorts after every id). */
  stravaTasksDueBy: (nowIso: string) => `TASK#${nowIso}~`,
  /** A webhook event taken by the strava-events job (owner, object, aspect, event time): a repeat of it is dropped (TTL 7 days). */
  stravaEventSeen: (eventKey: string) => ({ PK: `STRAVA_EVENT#${eventKey}`, SK: 'SEEN' }),
  /** A Garmin push or workout send that still failed after its retries, kept for the admin console's redrive (TTL 30 days). */
  garminParked: (parkedAtIso: string, id: string) => ({ PK: 'GARMIN_PARKED', SK: `PARKED#${parkedAtIso}#${id}` }),
  garminParkedPartition: 'GARMIN_PARKED',
  /** payment_products rows, seeded from shared/payments/products.ts. */
  paymentProduct: (productId: string) => ({ PK: 'PRODUCTS', SK: `PRODUCT#${productId}` }),
  paymentProductsPartition: 'PRODUCTS',
  task: (userId: string, taskId: string) => ({ PK: `USER#${userId}`, SK: `TASK#${taskId}` }),
  taskPrefix: 'TASK#',
  /**
   * GSI2 on a task (slim: no prompt or answer): tasks by status, in TASK_STATUS_SHARDS partitions per status so
   * the busiest status is not one hot partition; readers query every shard (`taskStatusPartitions`).
   */
  taskByStatus: (status: string, updatedAtIso: string, taskId: string) => ({
    GSI2PK: `TASKS#${status}#${taskStatusShard(taskId)}`,
    GSI2SK: `${updatedAtIso}#${taskId}`,
  }),
  taskStatusPartitions: (status: string) =>
    Array.from({ length: TASK_STATUS_SHARDS }, (_, shard) => `TASKS#${status}#${shard}`),
  /** Per-user count of unfinished tasks: the limit of 3 is enforced atomically with the task's creation. */
  taskCounter: (userId: string) => ({ PK: `USER#${userId}`, SK: 'TASK_COUNTER' }),
  /** Guard of a tool call's side effect (save_fitness_levels), so a redelivered task applies it once. */
  toolCall: (userId: string, taskId: string) => ({ PK: `USER#${userId}`, SK: `TOOL_CALL#${taskId}` }),
  /** A chat proposal: what Accept would change, until it is answered or expires. */
  chatProposal: (userId: string, proposalId: string) => ({ PK: `USER#${userId}`, SK: `CHAT_PROPOSAL#${proposalId}` }),
  conversation: (userId: string, conversationId: string) => ({
    PK: `USER#${userId}`,
    SK: `CONVERSATION#${conversationId}`,
  }),
  conversationPrefix: 'CONVERSATION#',
  /** Chat messages sort by the task that made them (user message 0, reply 1); the onboarding chat is conversation 'onboarding'. */
  chatMessage: (userId: string, conversationId: string, taskCreatedAtIso: string, order: 0 | 1, taskId: string) => ({
    PK: `USER#${userId}`,
    SK: `CHAT_MESSAGE#${conversationId}#${taskCreatedAtIso}#${order}#${taskId}`,
  }),
  chatMessagePrefix: (conversationId: string) => `CHAT_MESSAGE#${conversationId}#`,
  assistant: (assistantId: string) => ({ PK: 'ASSISTANT', SK: `ASSISTANT#${assistantId}` }),
  assistantPartition: 'ASSISTANT',
  /** A week; while it is active it also sits in the sparse GSI1 "active week" index (one Query reads it). */
  week: (userId: string, weekId: string) => ({ PK: `USER#${userId}`, SK: `WEEK#${weekId}` }),
  weekPrefix: 'WEEK#',
  activeWeek: (userId: string, firstDay: string, weekId: string) => ({
    GSI1PK: `USER#${userId}#ACTIVE_WEEK`,
    GSI1SK: `${firstDay}#${weekId}`,
  }),
  activeWeekPartition: (userId: string) => `USER#${userId}#ACTIVE_WEEK`,
  /** Guard item: exists exactly while the user has an active week (written in the week's transactions). */
  activeWeekGuard: (userId: string) => ({ PK: `USER#${userId}`, SK: 'ACTIVE_WEEK' }),
  /** A workout by id; GSI1 lists a week's workouts sorted by day, no-day last ('~' sorts after digits). */
  workout: (userId: string, workoutId: string) => ({ PK: `USER#${userId}`, SK: `WORKOUT#${workoutId}` }),
  workoutPrefix: 'WORKOUT#',
  workoutByWeek: (userId: string, weekId: string, day: string | null, workoutId: string) => ({
    GSI1PK: `USER#${userId}#WEEK#${weekId}#WORKOUTS`,
    GSI1SK: `${day ?? '~'}#${workoutId}`,
  }),
  weekWorkoutsPartition: (userId: string, weekId: string) => `USER#${userId}#WEEK#${weekId}#WORKOUTS`,
  /** Marker at the head of a week's workout index ('#' sorts first): the one Query tells a missing week from an empty one. */
  weekIndexMarker: (userId: string, weekId: string) => ({
    PK: `USER#${userId}`,
    SK: `WEEK_INDEX#${weekId}`,
    GSI1PK: `USER#${userId}#WEEK#${weekId}#WORKOUTS`,
    GSI1SK: '#',
  }),
  deletedWorkout: (userId: string, workoutId: string) => ({ PK: `USER#${userId}`, SK: `DELETED_WORKOUT#${workoutId}` }),
  activity: (userId: string, startTimeIso: string, id: string) => ({
    PK: `USER#${userId}`,
    SK: `ACTIVITY#${startTimeIso}#${id}`,
  }),
  activityPrefix: 'ACTIVITY#',
  /** The start time an activity's sort key holds (older items carry no startTime attribute). */
  activityStartOf: (sk: string) => sk.split('#')[1] ?? '',
  /** GSI1 on an activity: the one activity with this id (its sort key holds the start time, which a delete by id does not know). */
  activityById: (userId: string, activityId: string) => ({
    GSI1PK: `USER#${userId}#ACTIVITY#${activityId}`,
    GSI1SK: 'ACTIVITY',
  }),
  /** The start day of the latest activity an automatic source (a watch push) delivered: past silent workouts are 'missed' up to it. */
  automaticDelivery: (userId: string) => ({ PK: `USER#${userId}`, SK: 'AUTOMATIC_DELIVERY' }),
  /** One day of readiness: the check-in, what the watch delivered (daily, sleep, HRV) and the choice on the proposal. */
  readinessDay: (userId: string, date: string) => ({ PK: `USER#${userId}`, SK: `READINESS#${date}` }),
  readinessPrefix: 'READINESS#',
  plan: (userId: string, planId: string) => ({ PK: `USER#${userId}`, SK: `PLAN#${planId}` }),
  planPrefix: 'PLAN#',
  /** Guard item: exists exactly while the user has an active plan (created/deleted in the plan's transactions). */
  activePlan: (userId: string) => ({ PK: `USER#${userId}`, SK: 'ACTIVE_PLAN' }),
  /** GSI1 on the active-plan guard: the athletes with an active plan (the admin overview counts them). */
  activePlanListing: (userId: string) => ({ GSI1PK: 'ACTIVE_PLANS', GSI1SK: userId }),
  eventType: (eventTypeId: string) => ({ PK: 'EVENT_TYPES', SK: `EVENT_TYPE#${eventTypeId}` }),
  eventTypesPartition: 'EVENT_TYPES',
  /** The athlete's private calendar feed (its token's hash); the guard below maps the hash back to the athlete. */
  calendarFeedOfUser: (userId: string) => ({ PK: `USER#${userId}`, SK: 'CALENDAR_FEED' }),
  calendarFeed: (tokenHash: string) => ({ PK: `CALENDAR_FEED#${tokenHash}`, SK: 'CALENDAR_FEED' }),
  /** Admin overview counters, sharded so concurrent transactions rarely touch the same item; one Query sums them. */
  statCounter: (name: string, shard: number) => ({ PK: 'STATS', SK: `COUNTER#${name}#${shard}` }),
  statsPartition: 'STATS',
  statCounterPrefix: 'COUNTER#',
  /** Finished AI tasks per hour (counts by status and type, duration histogram) for the admin overview. */
  taskHour: (hourIso: string) => ({ PK: 'TASK_HOURS', SK: `HOUR#${hourIso}` }),
  taskHoursPartition: 'TASK_HOURS',
  /** Admin audit rows, newest last in the partition; GSI1 lists the rows about one target (a user, an email). */
  audit: (atIso: string, id: string) => ({ PK: 'AUDIT', SK: `AUDIT#${atIso}#${id}` }),
  auditPartition: 'AUDIT',
  auditByTarget: (target: string, atIso: string, id: string) => ({
    GSI1PK: `AUDIT_TARGET#${target}`,
    GSI1SK: `${atIso}#${id}`,
  }),
  /** Suggestions of every athlete, newest first, for the admin area. */
  suggestionListing: (createdAtIso: string, userId: string, id: string) => ({
    GSI1PK: 'SUGGESTIONS',
    GSI1SK: `${createdAtIso}#${userId}#${id}`,
  }),
  /** One small row per mail sent to an address (TTL 90 days), so the admin sees a user's recent mails. */
  mailToRecipient: (email: string, createdAtIso: string, mailId: string) => ({
    PK: `MAIL_TO#${email.toLowerCase()}`,
    SK: `MAIL#${createdAtIso}#${mailId}`,
  }),
  mailToPartition: (email: string) => `MAIL_TO#${email.toLowerCase()}`,
  /** A data migration that ran (or runs) on this table: claimed with a condition so two runners never both apply it. */
  migration: (migrationId: string) => ({ PK: 'MIGRATIONS', SK: `MIGRATION#${migrationId}` }),
  migrationsPartition: 'MIGRATIONS',
} as const;

export type ItemKey = { PK: string; SK: string };

export function nowIso(clock: () => Date = () => new Date()): string {
  return clock().toISOString();
}

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
