import { RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { NodeFunction } from './node-function';

/** The KMS key that encrypts the athletes' Garmin tokens at rest; only the functions that call Garmin may use it. */
export class TokenKey extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      description: 'Tricoach: Garmin tokens at rest',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  grantUse(fn: NodeFunction): void {
    // Exactly the two calls the cipher makes (no GenerateDataKey/ReEncrypt wildcards).
    this.key.grant(fn.fn, 'kms:Encrypt', 'kms:Decrypt');
    fn.fn.addEnvironment('GARMIN_TOKEN_KMS_KEY_ID', this.key.keyArn);
  }
}
