import { Duration } from 'aws-cdk-lib';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { NodeFunction } from './node-function';

export const MIGRATIONS_ENTRY = 'functions/db/migrations/deploy-handler.ts';

export interface DeployMigrationsProps {
  readonly logRetention: RetentionDays;
  /** What must exist before the migrations run: the table. */
  readonly executeAfter: Construct[];
}

/**
 * Runs the pending data migrations (functions/db/migrations) during the deploy: a CDK trigger invokes the house
 * Lambda after the table, again whenever its bundle changes (a new migration), and a failed run fails the deploy.
 */
export class DeployMigrations extends Construct {
  readonly handler: NodeFunction;
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: DeployMigrationsProps) {
    super(scope, id);
    this.handler = new NodeFunction(this, 'Migrate', {
      entry: MIGRATIONS_ENTRY,
      description: 'Applies pending data migrations at deploy time',
      logRetention: props.logRetention,
      // A whole-table rewrite; an interrupted one resumes on the next deploy.
      timeout: Duration.minutes(15),
      memorySize: 1024,
    });
    this.trigger = new Trigger(this, 'Run', {
      handler: this.handler.fn,
      executeAfter: props.executeAfter,
      timeout: Duration.minutes(15),
    });
  }
}
