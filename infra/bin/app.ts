import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { fromRoot } from '../paths';
import { stageEnv, TricoachStack } from '../stacks/tricoach-stack';
import { loadStageConfig } from './stage-config';

/** `npm run synth` / `npm run deploy` (-c stage=<name>); configuration comes from cdk.json and is validated. */
const app = new App();
const config = loadStageConfig(app.node);

const stack = new TricoachStack(app, `Tricoach-${config.stage}`, {
  config,
  webDistDir: fromRoot('dist/web'),
  env: stageEnv(config),
  description: `Tricoach (${config.stage}): SPA, HTTP API, task worker, schedules, table`,
});
Tags.of(stack).add('app', 'tricoach');
Tags.of(stack).add('stage', config.stage);

// Findings fail the synth; every exception is acknowledged next to the construct it concerns, with its reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

app.synth();
