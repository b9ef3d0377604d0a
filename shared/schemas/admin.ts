import * as z from 'zod';
import { TASK_TYPE, TASK_TYPES } from '../tasks/task-types';
import { emailSchema, idSchema, languageSchema } from './common';
import type { CreditEntryView, OnboardingStatus, UserView } from './accounts';

/** An opaque page cursor (base64url); the server checks it and answers 400 for a made-up one. */
const cursorSchema = z.string().max(2000, 'Invalid cursor').optional();

export const adminUsersQuery = z
  .object({
    q: z.string().trim().toLowerCase().max(254, 'Search is limited to 254 characters').optional(),
    cursor: cursorSchema,
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be between 1 and 100')
      .max(100, 'limit must be between 1 and 100')
      .optional(),
  })
  .strict();

export const userIdParams = z.object({ userId: idSchema });
export const userTaskParams = z.object({ userId: idSchema, taskId: idSchema });

export const MAX_CREDIT_ADJUSTMENT = 1000;
export const adjustCreditsBody = z
  .object({
    amount: z
      .number({ error: 'Amount must be a number' })
      .int('Amount must be a whole number of credits')
      .min(-MAX_CREDIT_ADJUSTMENT, `Amount must be between -${MAX_CREDIT_ADJUSTMENT} and ${MAX_CREDIT_ADJUSTMENT}`)
      .max(MAX_CREDIT_ADJUSTMENT, `Amount must be between -${MAX_CREDIT_ADJUSTMENT} and ${MAX_CREDIT_ADJUSTMENT}`)
      .refine((n) => n !== 0, 'Amount cannot be 0'),
    description: z
      .string({ error: 'A reason is required' })
      .trim()
      .min(1, 'A reason is required')
      .max(200, 'The reason is limited to 200 characters'),
  })
  .strict();
export type AdjustCreditsBody = z.output<typeof adjustCreditsBody>;

export const setAdminBody = z.object({ isAdmin: z.boolean({ error: 'isAdmin must be true or false' }) }).strict();

export const adminConfigBody = z
  .object({ acceptingSignups: z.boolean({ error: 'acceptingSignups must be true or false' }) })
  .strict();

export const betaTestersQuery = z.object({ cursor: cursorSchema }).strict();
/** A path parameter arrives percent-encoded when no gateway decoded it first ('a%40b.c'). */
const pathEmail = z.preprocess((value) => {
  if (typeof value !== 'string' || !value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}, emailSchema);
export const betaEmailParams = z.object({ email: pathEmail });
export const inviteBody = z.object({ lang: languageSchema.optional() }).strict().optional();
export const MAX_INVITES_PER_CALL = 50;
export const inviteManyBody = z
  .object({
    emails: z
      .array(emailSchema)
      .min(1, 'Choose at least one beta tester')
      .max(MAX_INVITES_PER_CALL, `Invite at most ${MAX_INVITES_PER_CALL} at a time`),
    lang: languageSchema.optional(),
  })
  .strict();

export const TASK_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export { TASK_TYPES } from '../tasks/task-types';
export const adminTasksQuery = z
  .object({
    status: z
      .enum(TASK_STATUSES, { error: 'status must be pending, running, completed or failed' })
      .optional()
      .default('failed'),
    type: z.union([z.enum(TASK_TYPE, { error: `type is one of ${TASK_TYPES.join(', ')}` }), z.literal('')]).optional(),
    cursor: cursorSchema,
  })
  .strict();

export const suggestionsQuery = z.object({ cursor: cursorSchema }).strict();
export const suggestionParams = z.object({ suggestionId: z.string().min(1).max(400) });

// ---- Answers ----

export interface AuditView {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: string;
  target: { kind: string; id: string; label: string | null };
  details: Record<string, unknown>;
}

/** AI tasks finished in the last 24 h (durations are histogram buckets: 'p95 <= 8 s'), and those still open. */
export interface AdminTaskStats {
  pending: number;
  running: number;
  completed: number;
  failed: number;
  /** failed / (completed + failed); null with nothing finished. */
  failureRate: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  /** The p95 lies beyond the longest bucket (10 min). */
  p95OverMaxBucket: boolean;
  byType: Record<string, { completed: number; failed: number }>;
}

/** GET /api/admin/overview. */
export interface AdminOverview {
  generatedAt: string;
  accounts: { total: number; newLast7Days: number; withActivePlan: number; watchConnections: number };
  weeksCreated: number;
  credits: { sold: number; granted: number; removed: number };
  /** Tokens the AI tasks used since counting began (each completed task's Responses API usage). */
  aiTokens: { input: number; output: number };
  tasks: AdminTaskStats;
  deadLetters: { depth: number | null };
  mails: { pending: number; failed: number };
  acceptingSignups: boolean;
  audit: AuditView[];
}

export interface AdminUserRow {
  id: string;
  email: string;
  name: string | null;
  createdAt: string;
  onboardingStatus: OnboardingStatus;
  credits: number;
  garminConnected: boolean;
  isAdmin: boolean;
}

export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export interface AdminTaskRow {
  id: string;
  userId: string;
  userEmail: string | null;
  taskType: string;
  status: (typeof TASK_STATUSES)[number];
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  durationMs: number | null;
  attempts: number;
  resends: number;
  errorMessage: string | null;
  /** The seeds offer a retry for week generation only. */
  retryable: boolean;
}

export interface AdminMailRow {
  id: string;
  kind: string;
  subject: string;
  status: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export interface AdminUserDetail {
  user: UserView;
  plans: Array<{
    id: string;
    name: string;
    eventDate: string | null;
    planStarts: string;
    active: boolean;
    status: string;
    createdAt: string;
  }>;
  weeks: Array<{
    id: string;
    trainingPlanId: string;
    firstDay: string;
    status: string;
    active: boolean;
    deleted: boolean;
    trainingStyle: string;
    createdAt: string;
  }>;
  credits: { balance: number; entries: CreditEntryView[] };
  tasks: AdminTaskRow[];
  mails: AdminMailRow[];
  audit: AuditView[];
}

export interface BetaTesterRow {
  email: string;
  name: string | null;
  status: 'pending' | 'invited' | 'registered';
  createdAt: string;
  invitedAt: string | null;
}

export interface InviteResult {
  invited: string[];
  skipped: Array<{ email: string; reason: string }>;
}

export interface AdminTaskPage extends Page<AdminTaskRow> {
  deadLetters: { depth: number | null };
}

export interface SuggestionRow {
  id: string;
  userId: string;
  userEmail: string | null;
  suggestion: string;
  createdAt: string;
  readAt: string | null;
}

/** A Garmin push (from Garmin) or workout send (to the watch) that still failed after its retries: ids and the error only. */
export interface AdminParkedGarminRow {
  id: string;
  kind: 'activities' | 'deregistrations' | 'permissions' | 'dailies' | 'sleeps' | 'hrv' | 'send';
  parkedAt: string;
  attempts: number;
  lastError: string | null;
  userId: string | null;
  workoutId: string | null;
}

export interface AdminParkedGarmin {
  counts: { pushes: number; sends: number };
  items: AdminParkedGarminRow[];
}
