import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailSenderProps {
  readonly senderEmail: string;
}

/**
 * The SES sender identity (SES mails a verification link to the address on deploy) and the one permission
 * the mail job needs: SendEmail from exactly that address.
 */
export class MailSender extends Construct {
  readonly identity: EmailIdentity;
  private readonly senderEmail: string;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    this.senderEmail = props.senderEmail;
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.senderEmail) });
  }

  grantSend(grantee: IGrantable): void {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: this.senderEmail })],
      }),
    );
  }
}
