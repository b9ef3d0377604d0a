/**
 * Every key of the table in one place. Everything a user owns lives under PK = USER#<userId>.
 * Sort keys go general to specific so one Query with begins_with reads a collection.
 */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userPartition: (userId: string) => `USER#${userId}`,
  emailGuard: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  session: (sidHash: string) => ({ PK: `SESSION#${sidHash}`, SK: 'SESSION' }),
  /** GSI1 on a session: all sessions of a user (logout everywhere after a reset). */
  sessionByUser: (userId: string, sidHash: string) => ({ GSI1PK: `USER#${userId}#SESSIONS`, GSI1SK: `SESSION#${sidHash}` }),
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'RESET' }),
  rateLimit: (bucket: string, window: number) => ({ PK: `RL#${bucket}`, SK: `WINDOW#${window}` }),
  fitness: (userId: string, dateStartIso: string, id: string) => ({ PK: `USER#${userId}`, SK: `FITNESS#${dateStartIso}#${id}` }),
  fitnessPrefix: 'FITNESS#',
  credits: (userId: string, createdAtIso: string, id: string) => ({ PK: `USER#${userId}`, SK: `CREDIT#${createdAtIso}#${id}` }),
  creditsPrefix: 'CREDIT#',
  appConfig: (name: string) => ({ PK: 'CONFIG', SK: `CONFIG#${name}` }),
  betaTester: (email: string) => ({ PK: 'BETA', SK: `BETA#${email.toLowerCase()}` }),
  newsletter: (email: string) => ({ PK: 'NEWSLETTER', SK: `NEWSLETTER#${email.toLowerCase()}` }),
  invite: (codeHash: string) => ({ PK: `INVITE#${codeHash}`, SK: 'INVITE' }),
  /** Mails live in their own partition, indexed by status on GSI1 so the mail job queries pending ones. */
  mail: (mailId: string) => ({ PK: `MAIL#${mailId}`, SK: 'MAIL' }),
  mailByStatus: (status: string, dueAtIso: string, mailId: string) => ({ GSI1PK: `MAILS#${status}`, GSI1SK: `${dueAtIso}#${mailId}` }),
  /** Users listed for the admin area. */
  userListing: (createdAtIso: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAtIso}#${userId}` }),
  suggestion: (userId: string, createdAtIso: string, id: string) => ({ PK: `USER#${userId}`, SK: `SUGGESTION#${createdAtIso}#${id}` }),
  task: (userId: string, taskId: string) => ({ PK: `USER#${userId}`, SK: `TASK#${taskId}` }),
  taskPrefix: 'TASK#',
  /** GSI1 on a task: unfinished tasks by status, for the reaper. */
  taskByStatus: (status: string, updatedAtIso: string, taskId: string) => ({ GSI1PK: `TASKS#${status}`, GSI1SK: `${updatedAtIso}#${taskId}` }),
} as const;

export type ItemKey = { PK: string; SK: string };

export function nowIso(clock: () => Date = () => new Date()): string {
  return clock().toISOString();
}

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
