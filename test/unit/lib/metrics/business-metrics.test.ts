import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  creditsDebited,
  creditsGranted,
  creditsMoved,
  mailFailed,
  mailSent,
  taskCompleted,
  taskFailed,
} from '../../../../functions/lib/metrics/business-metrics';
import { captureEmf } from '../../../support/emf-capture';

describe('business metrics (EMF)', () => {
  let capture: ReturnType<typeof captureEmf> | undefined;
  afterEach(() => capture?.stop());

  it('a completed task: count and duration in ms, by service alone and by service + task type', () => {
    capture = captureEmf();
    taskCompleted('week-generation', 1234);
    const [count] = capture.of('TaskCompleted');
    const [duration] = capture.of('TaskDuration');
    expect(count?._aws.CloudWatchMetrics[0]).toEqual({
      Namespace: 'Tricoach',
      Dimensions: [['service'], ['service', 'taskType']],
      Metrics: [{ Name: 'TaskCompleted', Unit: 'Count' }],
    });
    expect(count).toMatchObject({ service: 'test-service', taskType: 'week-generation', TaskCompleted: 1 });
    expect(duration?._aws.CloudWatchMetrics[0]?.Metrics).toEqual([{ Name: 'TaskDuration', Unit: 'Milliseconds' }]);
    expect(duration).toMatchObject({ taskType: 'week-generation', TaskDuration: 1234 });
  });

  it('a failed task counts one failure of its type', () => {
    capture = captureEmf();
    taskFailed('plan-generation');
    expect(capture.lines).toHaveLength(1);
    expect(capture.of('TaskFailed')[0]).toMatchObject({
      service: 'test-service',
      taskType: 'plan-generation',
      TaskFailed: 1,
    });
  });

  it('credits debited and granted carry their amount and source', () => {
    capture = captureEmf();
    creditsDebited(1, 'week');
    creditsGranted(5, 'purchase');
    expect(capture.of('CreditsDebited')[0]).toMatchObject({
      service: 'test-service',
      source: 'week',
      CreditsDebited: 1,
    });
    expect(capture.of('CreditsGranted')[0]?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([
      ['service'],
      ['service', 'source'],
    ]);
    expect(capture.of('CreditsGranted')[0]).toMatchObject({ source: 'purchase', CreditsGranted: 5 });
  });

  it('a ledger entry is a grant when positive, a debit when negative, and nothing when zero', () => {
    capture = captureEmf();
    creditsMoved({ type: 'admin_grant', amount: 3 });
    creditsMoved({ type: 'refund', amount: -2 });
    creditsMoved({ type: 'refund', amount: 0 });
    expect(capture.lines).toHaveLength(2);
    expect(capture.of('CreditsGranted')[0]).toMatchObject({ source: 'admin_grant', CreditsGranted: 3 });
    expect(capture.of('CreditsDebited')[0]).toMatchObject({ source: 'refund', CreditsDebited: 2 });
  });

  it('mails sent and failed by kind', () => {
    capture = captureEmf();
    mailSent('receipt');
    mailFailed('password-reset');
    expect(capture.of('MailSent')[0]).toMatchObject({ service: 'test-service', kind: 'receipt', MailSent: 1 });
    expect(capture.of('MailFailed')[0]).toMatchObject({ kind: 'password-reset', MailFailed: 1 });
  });

  it('writes nothing where no namespace is configured (the local stack, the tests)', () => {
    capture = captureEmf();
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', '');
    taskFailed('plan-generation');
    mailSent('receipt');
    expect(capture.lines).toEqual([]);
  });

  it('honours POWERTOOLS_METRICS_DISABLED', () => {
    capture = captureEmf();
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    taskFailed('plan-generation');
    expect(capture.lines).toEqual([]);
  });
});
