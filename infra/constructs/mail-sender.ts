import { Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export interface MailSenderProps {
  readonly senderEmail: string;
  /** 'create': the stack owns the identity of senderEmail; else the name of an identity verified outside the stack. */
  readonly identity: string;
  /** Create a configuration set (suppression of bounces and complaints, reputation metrics). */
  readonly configurationSet: boolean;
}

/** The environment variable the SES provider reads (functions/providers/mail/index.ts). */
export const SES_CONFIGURATION_SET_ENV = 'SES_CONFIGURATION_SET';

/**
 * The SES sender: its identity (created, so SES mails a verification link on deploy, or referenced by name when an
 * operator verified it, e.g. the domain, or another stage owns it), an optional configuration set, and the one
 * permission the mail job needs: SendEmail from that identity through that configuration set.
 */
export class MailSender extends Construct {
  readonly identity?: EmailIdentity;
  readonly configurationSet?: ConfigurationSet;
  /** The set's bounces and complaints (SES event publishing to SNS); the mail-feedback function subscribes. */
  readonly feedbackTopic?: Topic;
  /** The SES identity name the grant names (the address, or the verified domain). */
  readonly identityName: string;

  constructor(scope: Construct, id: string, props: MailSenderProps) {
    super(scope, id);
    if (props.identity === 'create') {
      this.identityName = props.senderEmail;
      this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.senderEmail) });
    } else {
      const domain = props.senderEmail.split('@')[1]!.toLowerCase();
      const name = props.identity.toLowerCase();
      if (name !== props.senderEmail.toLowerCase() && name !== domain) {
        throw new Error(
          `mail.identity ${props.identity} must be the sender address ${props.senderEmail} or its domain ${domain}`,
        );
      }
      this.identityName = props.identity;
    }
    if (props.configurationSet) {
      // Bounced and complaining addresses are suppressed for this set; reputation metrics feed the alarms below.
      this.configurationSet = new ConfigurationSet(this, 'Set', {
        suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
        reputationMetrics: true,
      });
      this.feedbackTopic = new Topic(this, 'Feedback', {
        displayName: 'Tricoach SES bounces and complaints',
        enforceSSL: true,
      });
      // CDK adds the topic policy that lets SES (this account, this set only) publish.
      this.configurationSet.addEventDestination('BouncesAndComplaints', {
        destination: EventDestination.snsTopic(this.feedbackTopic),
        events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
      });
    }
  }

  /** Name for SES_CONFIGURATION_SET (undefined without a set). */
  get configurationSetName(): string | undefined {
    return this.configurationSet?.configurationSetName;
  }

  grantSend(grantee: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    const stack = Stack.of(this);
    const resources = [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: this.identityName })];
    if (this.configurationSet) {
      // SESv2 SendEmail with a ConfigurationSetName is authorised against the set as well as the identity.
      resources.push(
        stack.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: this.configurationSet.configurationSetName,
        }),
      );
      grantee.addEnvironment(SES_CONFIGURATION_SET_ENV, this.configurationSet.configurationSetName);
    }
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources }));
  }

  /** The account's reputation rates SES acts on (review at 5 % bounces / 0.1 % complaints). */
  reputationMetrics(): { bounceRate: Metric; complaintRate: Metric } {
    const metric = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    return { bounceRate: metric('Reputation.BounceRate'), complaintRate: metric('Reputation.ComplaintRate') };
  }
}
