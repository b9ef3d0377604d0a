import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { fromRoot } from '../paths';

/** The newest Node runtime this aws-cdk-lib offers (cdk-nag L1 checks for it). */
export const NODE_RUNTIME = Runtime.NODEJS_24_X;

/** ESM output needs `require` for the CommonJS dependencies esbuild leaves as dynamic requires. */
const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export interface NodeFunctionProps {
  /** Repository-relative entry file exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  /** Variables of this function only; the stack adds the shared ones with addEnvironment. */
  readonly environment?: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly reservedConcurrentExecutions?: number;
  /** Lambda active tracing (X-Ray segments per invocation; no SDK in the bundle). */
  readonly tracing?: boolean;
  /** Packages installed beside the bundle instead of bundled (lazily imported ones). */
  readonly nodeModules?: string[];
}

/**
 * The house Lambda: local esbuild (never Docker), ESM, arm64, module-first resolution, minified with source maps,
 * its own log group with retention, and a role that may only write to that log group (no managed policy).
 */
export class NodeFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);
    const entry = fromRoot(props.entry);
    if (!existsSync(entry)) throw new Error(`Lambda entry ${props.entry} does not exist (construct ${this.node.path})`);

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    const role = (this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    }));
    this.logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Fn', {
      entry,
      handler: 'handler',
      description: props.description,
      runtime: NODE_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(15),
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      tracing: props.tracing ? Tracing.ACTIVE : undefined,
      role,
      logGroup: this.logGroup,
      projectRoot: fromRoot(),
      depsLockFilePath: fromRoot('package-lock.json'),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node24',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        banner: ESM_REQUIRE_BANNER,
        tsconfig: fromRoot('tsconfig.json'),
        nodeModules: props.nodeModules,
        // The OpenAI provider reads its prompt files at run time from <bundle>/prompts.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) => [
            `cp -r "${inputDir}/functions/providers/ai/prompts" "${outputDir}/prompts"`,
          ],
        },
      },
    });
    if (props.tracing) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active tracing: xray:PutTraceSegments and PutTelemetryRecords take no resource ARN (X-Ray supports only "*").',
      });
    }
  }
}
