import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { CfnGlobalTable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { jobDefinitions, type JobDefinition } from '../../functions/jobs/definition';
import {
  queueDefinition,
  STRAVA_EVENT_WORKER_TIMEOUT_SECONDS,
  WORKER_TIMEOUT_SECONDS,
} from '../../functions/queues/definition';
import { tableDefinition } from '../../functions/db/table';
import { METRIC_SERVICE, METRICS_NAMESPACE } from '../../functions/lib/metrics/metric-names';
import type { StageConfig } from '../bin/stage-config';
import { Alarms } from '../constructs/alarms';
import { addBusinessAlarms } from '../constructs/business-alarms';
import { AppSecrets, type SecretKey } from '../constructs/app-secrets';
import { DataTable } from '../constructs/data-table';
import { DeployMigrations } from '../constructs/deploy-migrations';
import { DeploySeed } from '../constructs/deploy-seed';
import { MailSender } from '../constructs/mail-sender';
import { OriginSecret } from '../constructs/origin-secret';
import { NodeFunction } from '../constructs/node-function';
import { QueueWorker } from '../constructs/queue-worker';
import { RouteGroupApi } from '../constructs/route-group-api';
import { Schedule } from '../constructs/schedule';
import { SpaHosting } from '../constructs/spa-hosting';
import { TokenKey } from '../constructs/token-key';
import { secretAccess } from './secret-access';
import { routes } from '@shared/api/routes';
import {
  groupAccess,
  jobAccess,
  stravaInboxAccess,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
  workerAccess,
  type FunctionAccess,
} from './function-access';

export const TASK_WORKER_ENTRY = 'functions/workers/tasks.ts';
/** Strava's webhook events (SQS) -> the table's Strava work queue, each once. */
export const STRAVA_INBOX_ENTRY = 'functions/workers/strava-event-inbox.ts';
/** SES's bounces and complaints (SNS) -> suppressed addresses. */
export const MAIL_FEEDBACK_ENTRY = 'functions/workers/mail-feedback.ts';
/** The job that sends the `mails` rows through SES. */
export const MAIL_JOB_NAME = 'send-mails';
/** A message older than this in the task queue means the workers fall behind (the reaper also waits while the queue holds messages). */
export const TASK_QUEUE_AGE_ALARM_SECONDS = 10 * 60;
/** The inbox only makes one write per event: a Strava event waiting this long means it stopped. */
export const STRAVA_EVENT_QUEUE_AGE_ALARM_SECONDS = 5 * 60;

export interface TricoachStackProps extends StackProps {
  readonly config: StageConfig;
  /** Absolute path of the built SPA (dist/web). */
  readonly webDistDir: string;
  /** Scheduled jobs; defaults to functions/jobs/definition.ts. */
  readonly jobs?: readonly JobDefinition[];
}

/** The whole service for one stage: data, queues and workers, API, jobs, secrets, alarms and the SPA's hosting. */
export class TricoachStack extends Stack {
  readonly api: RouteGroupApi;
  readonly tasks: QueueWorker;
  /** Strava's webhook events and the worker that files them. */
  readonly stravaEvents: QueueWorker;
  readonly schedule: Schedule;
  readonly web: SpaHosting;
  readonly data: DataTable;
  readonly seed: DeploySeed;
  /** Data migrations, run by a trigger after the table on each deploy that brings a new one. */
  readonly migrations: DeployMigrations;
  readonly originSecret: OriginSecret;
  /** Present when the stage has an SES configuration set. */
  readonly mailFeedback?: NodeFunction;

  constructor(scope: Construct, id: string, props: TricoachStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRetention = config.logRetentionDays;

    this.data = new DataTable(this, 'Data', { retainData: config.retainData });
    this.tasks = new QueueWorker(this, 'Tasks', {
      definition: queueDefinition.tasks,
      stage: config.stage,
      entry: TASK_WORKER_ENTRY,
      timeoutSeconds: WORKER_TIMEOUT_SECONDS,
      maxConcurrency: config.worker.maxConcurrency,
      reservedConcurrency: config.worker.reservedConcurrency,
      batchSize: config.worker.batchSize,
      memorySize: config.worker.memorySize,
      tracing: config.tracing,
      logRetention,
    });
    this.stravaEvents = new QueueWorker(this, 'StravaEvents', {
      definition: queueDefinition.stravaEvents,
      stage: config.stage,
      entry: STRAVA_INBOX_ENTRY,
      timeoutSeconds: STRAVA_EVENT_WORKER_TIMEOUT_SECONDS,
      // One conditional write per event: two instances keep up with a burst; nothing is reserved.
      maxConcurrency: 2,
      batchSize: 10,
      memorySize: 256,
      tracing: config.tracing,
      logRetention,
    });
    this.api = new RouteGroupApi(this, 'Http', { routes, logRetention, throttle: config.api, tracing: config.tracing });
    this.schedule = new Schedule(this, 'Jobs', {
      jobs: props.jobs ?? jobDefinitions,
      logRetention,
      reserveConcurrency: config.reserveJobConcurrency,
      tracing: config.tracing,
    });
    this.seed = new DeploySeed(this, 'Seed', { logRetention });
    this.migrations = new DeployMigrations(this, 'Migrations', { logRetention, executeAfter: [this.data.table] });
    this.originSecret = new OriginSecret(this, 'OriginSecret', { logRetention });
    this.web = new SpaHosting(this, 'Web', {
      webDistDir: props.webDistDir,
      api: this.api.api,
      domain: config.domain,
      logRetentionDays: 90,
      logRetention,
      apiOriginHeaders: this.originSecret.header(),
    });
    this.originSecret.rotateOn(this.web.distribution);
    for (const fn of this.api.functions.values()) this.originSecret.grantCheck(fn.fn);

    const appUrl = config.appUrl ?? `https://${config.domain?.name ?? this.web.distribution.distributionDomainName}`;
    const environment: Record<string, string> = {
      STAGE: config.stage,
      APP_URL: appUrl,
      TABLE_NAME: this.data.table.tableName,
      TASK_QUEUE_URL: this.tasks.queue.queueUrl,
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: config.mailFrom,
      AI_PROVIDER: config.ai.provider,
      ...modelVariables(config.ai.models),
      // Business metrics (functions/lib/metrics) are published only where this is set.
      POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    };

    const runtimeFunctions = [
      ...this.api.functions.values(),
      this.tasks.worker,
      this.stravaEvents.worker,
      ...this.schedule.functions.values(),
    ];
    const access = this.functionAccess();
    for (const fn of [...runtimeFunctions, this.seed.handler, this.migrations.handler]) {
      for (const [key, value] of Object.entries(environment)) fn.fn.addEnvironment(key, value);
      this.grantTable(fn, access.get(fn)?.table ?? 'readWrite');
    }
    // SendMessage only where the code sends task messages (infra/stacks/function-access.ts).
    for (const fn of runtimeFunctions) if (access.get(fn)?.sendsTasks) this.tasks.queue.grantSendMessages(fn.fn);
    // The Strava webhook hands its events to the Strava event queue: only it knows the queue and may send there.
    for (const fn of runtimeFunctions) {
      if (!access.get(fn)?.sendsStravaEvents) continue;
      fn.fn.addEnvironment('STRAVA_EVENTS_QUEUE_URL', this.stravaEvents.queue.queueUrl);
      this.stravaEvents.queue.grantSendMessages(fn.fn);
    }
    for (const [fn, service] of this.metricServices()) fn.fn.addEnvironment('POWERTOOLS_SERVICE_NAME', service);
    // The admin console shows the DLQ's depth and moves its messages back to the task queue.
    const adminGroup = this.api.functions.get('admin');
    if (adminGroup) {
      adminGroup.fn.addEnvironment('TASK_DLQ_URL', this.tasks.deadLetterQueue.queueUrl);
      this.tasks.deadLetterQueue.grantConsumeMessages(adminGroup.fn);
    }
    this.seed.resource.node.addDependency(this.data.table);
    // A migration reads the whole table (the only function that may Scan) and writes in transactions.
    this.data.table.grant(this.migrations.handler.fn, 'dynamodb:Scan');
    // After the new code is in place, so nothing writes an old shape once the migration has read the table.
    this.migrations.trigger.executeAfter(...runtimeFunctions.map((fn) => fn.fn));
    // The seed writes under the new keys: the migrations move the old ones first.
    this.seed.resource.node.addDependency(this.migrations.trigger);

    const mail = new MailSender(this, 'Mail', {
      senderEmail: config.mail.senderEmail,
      identity: config.mail.identity,
      configurationSet: config.mail.configurationSet,
    });
    const mailJob = this.schedule.functions.get(MAIL_JOB_NAME);
    if (mailJob) mail.grantSend(mailJob.fn);
    if (mail.feedbackTopic) {
      this.mailFeedback = new NodeFunction(this, 'MailFeedback', {
        entry: MAIL_FEEDBACK_ENTRY,
        description: 'Marks addresses SES reports as bounced for good or complaining',
        logRetention,
        timeout: Duration.seconds(30),
        memorySize: 256,
        tracing: config.tracing,
      });
      for (const [key, value] of Object.entries(environment)) this.mailFeedback.fn.addEnvironment(key, value);
      this.grantTable(this.mailFeedback, 'readWrite');
      mail.feedbackTopic.addSubscription(new LambdaSubscription(this.mailFeedback.fn));
    }

    const secrets = new AppSecrets(this, 'Secrets', { names: config.secrets });
    for (const key of Object.keys(secretAccess) as SecretKey[]) {
      const access = secretAccess[key];
      const readers = [
        ...access.groups.flatMap((group) => this.api.functions.get(group) ?? []),
        ...(access.worker ? [this.tasks.worker] : []),
        ...access.jobs.flatMap((job) => this.schedule.functions.get(job) ?? []),
      ];
      for (const reader of readers) secrets.grantRead(reader.fn, [key]);
    }

    // The provider tokens' key goes where the Garmin and Strava secrets go: the functions that call Garmin or Strava.
    const tokenKey = new TokenKey(this, 'GarminTokenKey');
    for (const access of [secretAccess.garmin, secretAccess.strava]) {
      for (const fn of [
        ...access.groups.flatMap((group) => this.api.functions.get(group) ?? []),
        ...access.jobs.flatMap((job) => this.schedule.functions.get(job) ?? []),
      ])
        tokenKey.grantUse(fn);
    }
    // intervals.icu API keys are sealed with the same key, by the functions that connect and sync.
    for (const fn of [this.api.functions.get('intervals'), this.schedule.functions.get('intervals-sync')])
      if (fn) tokenKey.grantUse(fn);

    const alarms = new Alarms(this, 'Alarms', { alarmEmail: config.alarmEmail });
    alarms.deadLetters('TaskDeadLetters', this.tasks.deadLetterQueue);
    alarms.deadLetters('StravaEventDeadLetters', this.stravaEvents.deadLetterQueue);
    alarms.serverErrors('Api5xx', this.api.api);
    // Both queue workers' functions are called Worker inside their constructs: the Strava inbox's alarms say whose.
    const alarmName = (fn: NodeFunction) =>
      fn === this.stravaEvents.worker ? `StravaEvents${fn.node.id}` : fn.node.id;
    for (const fn of [
      ...runtimeFunctions,
      this.seed.handler,
      this.migrations.handler,
      this.originSecret.rotation,
      ...(this.mailFeedback ? [this.mailFeedback] : []),
    ])
      alarms.functionErrors(`Errors-${alarmName(fn)}`, fn.fn);
    alarms.queueAge('TaskQueueAge', this.tasks.queue, TASK_QUEUE_AGE_ALARM_SECONDS);
    alarms.queueAge('StravaEventQueueAge', this.stravaEvents.queue, STRAVA_EVENT_QUEUE_AGE_ALARM_SECONDS);
    for (const fn of [this.tasks.worker, this.stravaEvents.worker, ...this.api.functions.values()])
      alarms.throttles(`Throttles-${alarmName(fn)}`, fn.fn);
    alarms.add('MailBounceRate', mail.reputationMetrics().bounceRate, {
      description: 'SES bounce rate above 5 % (SES reviews the account at 5 %, may pause at 10 %)',
      threshold: 0.05,
    });
    alarms.add('MailComplaintRate', mail.reputationMetrics().complaintRate, {
      description: 'SES complaint rate above 0.1 % (SES reviews the account at 0.1 %)',
      threshold: 0.001,
    });
    addBusinessAlarms(alarms, {
      taskWorker: METRIC_SERVICE.taskWorker,
      mailJob: METRIC_SERVICE.job(MAIL_JOB_NAME),
      admin: METRIC_SERVICE.apiGroup('admin'),
    });

    new CfnOutput(this, 'AppUrl', { value: appUrl });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'The CNAME target of a custom domain',
    });
    new CfnOutput(this, 'OriginSecretArn', {
      value: this.originSecret.secret.secretArn,
      description: 'The README rotation command takes this ARN',
    });
    new CfnOutput(this, 'StravaWebhookUrl', {
      value: `${appUrl}/api/strava/webhook`,
      description: 'The callback_url npm run cli -- strava-subscribe registers with Strava',
    });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${appUrl}/api/payment/webhook`,
      description: 'The Stripe endpoint to create; its whsec_ goes into the stripe secret',
    });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'TaskQueueUrl', { value: this.tasks.queue.queueUrl });
    new CfnOutput(this, 'TaskDeadLetterQueueUrl', { value: this.tasks.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'StravaEventDeadLetterQueueUrl', {
      value: this.stravaEvents.deadLetterQueue.queueUrl,
      description: 'Strava events the inbox could not file after every retry',
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarms.topic.topicArn });
  }

  /** The metrics' `service` dimension of each runtime function: api-<group>, task-worker, job-<name>. */
  private metricServices(): [NodeFunction, string][] {
    return [
      ...[...this.api.functions].map(([group, fn]): [NodeFunction, string] => [fn, METRIC_SERVICE.apiGroup(group)]),
      [this.tasks.worker, METRIC_SERVICE.taskWorker],
      [this.stravaEvents.worker, METRIC_SERVICE.stravaEventInbox],
      ...[...this.schedule.functions].map(([job, fn]): [NodeFunction, string] => [fn, METRIC_SERVICE.job(job)]),
    ];
  }

  /** Each runtime function's access from infra/stacks/function-access.ts; unlisted jobs get read/write and no send. */
  private functionAccess(): Map<NodeFunction, FunctionAccess> {
    const entries: [NodeFunction, FunctionAccess][] = [
      ...[...this.api.functions].flatMap(([group, fn]): [NodeFunction, FunctionAccess][] => [[fn, groupAccess[group]]]),
      [this.tasks.worker, workerAccess],
      [this.stravaEvents.worker, stravaInboxAccess],
      ...[...this.schedule.functions].map(([job, fn]): [NodeFunction, FunctionAccess] => [
        fn,
        jobAccess[job] ?? { table: 'readWrite', sendsTasks: false, sendsStravaEvents: false },
      ]),
    ];
    return new Map(entries);
  }

  /**
   * The table actions a function's code uses (never Scan); the grant's `<table>/index/*` resource covers exactly the
   * table's own GSIs.
   */
  private grantTable(fn: NodeFunction, access: FunctionAccess['table']): void {
    this.data.table.grant(fn.fn, ...TABLE_READ_ACTIONS, ...(access === 'readWrite' ? TABLE_WRITE_ACTIONS : []));
    const tableLogicalId = this.resolve((this.data.table.node.defaultChild as CfnGlobalTable).logicalId) as string;
    const indexNames = tableDefinition.indexes.map((index) => index.name).join(', ');
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
      reason: `The table grant adds <table>/index/* for queries on the table's GSIs; the table defines only ${indexNames} (functions/db/table.ts), so it names no other table or index.`,
    });
  }
}

/** The stage's pinned deploy target: its region always, its account when configured (then other credentials are refused). */
export function stageEnv(config: Pick<StageConfig, 'account' | 'region'>): { account?: string; region: string } {
  return { account: config.account, region: config.region };
}

/** `plan: 'gpt-5'` -> OPENAI_MODEL_PLAN=gpt-5 (read by functions/providers/ai/openai/config.ts). */
function modelVariables(models: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(models).flatMap(([task, model]) => (model ? [[`OPENAI_MODEL_${task.toUpperCase()}`, model]] : [])),
  );
}
