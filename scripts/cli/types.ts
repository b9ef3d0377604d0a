import type { Platform } from '../../functions/composition/platform';

export interface CliContext {
  /** Clients pointed at the chosen table (local stack or AWS). */
  platform: Platform;
  /** Where the command runs, for messages: "local stack (.data)" or "AWS table <name>". */
  target: string;
  /** The local stack's stack.json, when the command runs against it. */
  stack?: StackInfo;
}

export interface StackInfo {
  dynamoEndpoint: string;
  sqsEndpoint: string;
  taskQueueUrl: string;
  tableName: string;
  appUrl: string;
  region?: string;
}

export class CliError extends Error {}

export interface CliCommand {
  usage: string;
  description: string;
  /** Returns the line to print; throws CliError for a one-line failure. */
  run(args: string[], context: CliContext): Promise<string>;
}
