import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

export type SecretKey = 'openai' | 'stripe' | 'garmin' | 'strava';

/** Environment variable that carries each secret's ARN (the value is fetched at runtime, never put in env). */
export const secretEnvNames: Record<SecretKey, string> = {
  openai: 'OPENAI_SECRET_ARN',
  stripe: 'STRIPE_SECRET_ARN',
  garmin: 'GARMIN_SECRET_ARN',
  strava: 'STRAVA_SECRET_ARN',
};

export interface AppSecretsProps {
  /** Secrets Manager names from the stage configuration; the secrets are created outside the stack. */
  readonly names: Record<SecretKey, string>;
}

/** References to the provider secrets (created by an operator, so no values ever pass through CloudFormation). */
export class AppSecrets extends Construct {
  private readonly secrets: Record<SecretKey, ISecret>;

  constructor(scope: Construct, id: string, props: AppSecretsProps) {
    super(scope, id);
    this.secrets = {
      openai: Secret.fromSecretNameV2(this, 'OpenAi', props.names.openai),
      stripe: Secret.fromSecretNameV2(this, 'Stripe', props.names.stripe),
      garmin: Secret.fromSecretNameV2(this, 'Garmin', props.names.garmin),
      strava: Secret.fromSecretNameV2(this, 'Strava', props.names.strava),
    };
  }

  /** Read access to the given secrets, and their ARNs as environment variables for that function. */
  grantRead(
    grantee: IGrantable & { addEnvironment(key: string, value: string): unknown },
    keys: readonly SecretKey[],
  ): void {
    for (const key of keys) {
      this.secrets[key].grantRead(grantee);
      grantee.addEnvironment(secretEnvNames[key], this.secrets[key].secretArn);
    }
  }
}
