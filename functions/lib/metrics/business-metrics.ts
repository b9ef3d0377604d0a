import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricUnit as Unit } from '@aws-lambda-powertools/metrics/types';
import { logger } from '../logger';
import { DIMENSION, METRIC, type MetricName } from './metric-names';

let metrics: Metrics | undefined;

/**
 * Metrics are published only where a namespace is configured: the stack sets POWERTOOLS_METRICS_NAMESPACE on every
 * function, the local stack and the tests do not, so their stdout carries no EMF lines. The service dimension comes
 * from POWERTOOLS_SERVICE_NAME (one per function); POWERTOOLS_METRICS_DISABLED still turns them off.
 */
function configured(): Metrics | undefined {
  const namespace = process.env.POWERTOOLS_METRICS_NAMESPACE;
  if (!namespace) return undefined;
  return (metrics ??= new Metrics({ namespace }));
}

/**
 * One EMF line per business event, written at once (a single-metric instance flushes on addMetric): nothing waits
 * for a handler's end, so a crash or timeout after a committed credit transaction still counts it. Each line carries
 * the `service` set alone (totals for the alarms) and, with a breakdown, `service` + that dimension.
 */
function emit(name: MetricName, unit: Unit, value: number, breakdown?: Record<string, string>): void {
  const base = configured();
  if (!base) return;
  try {
    const single = base.singleMetric();
    single.addDimensions({});
    if (breakdown) single.addDimensions(breakdown);
    single.addMetric(name, unit, value);
  } catch (error) {
    // A metric must never undo or fail the business step it counts (that step has already committed).
    logger.warn('Metric not published', { metric: name, error: error as Error });
  }
}

/** A task's result was written; `durationMs` from its claim to its completion. */
export function taskCompleted(taskType: string, durationMs: number): void {
  emit(METRIC.taskCompleted, MetricUnit.Count, 1, { [DIMENSION.taskType]: taskType });
  emit(METRIC.taskDuration, MetricUnit.Milliseconds, durationMs, { [DIMENSION.taskType]: taskType });
}

/** A task ended failed for good (no redelivery left, a permanent error, or an unknown type). */
export function taskFailed(taskType: string): void {
  emit(METRIC.taskFailed, MetricUnit.Count, 1, { [DIMENSION.taskType]: taskType });
}

/** Credits left a balance; `source` is the ledger entry's type (week, refund, admin_removal). */
export function creditsDebited(credits: number, source: string): void {
  emit(METRIC.creditsDebited, MetricUnit.Count, credits, { [DIMENSION.source]: source });
}

/** Credits were added to a balance; `source` is the ledger entry's type (trial, purchase, admin_grant, week_refund). */
export function creditsGranted(credits: number, source: string): void {
  emit(METRIC.creditsGranted, MetricUnit.Count, credits, { [DIMENSION.source]: source });
}

/** A mail was handed to the mail provider. */
export function mailSent(kind: string): void {
  emit(METRIC.mailSent, MetricUnit.Count, 1, { [DIMENSION.kind]: kind });
}

/** A mail failed for good (after its last try). */
export function mailFailed(kind: string): void {
  emit(METRIC.mailFailed, MetricUnit.Count, 1, { [DIMENSION.kind]: kind });
}

/** The metric of one committed credit ledger entry: a positive amount was granted, a negative one debited. */
export function creditsMoved(entry: { type: string; amount: number }): void {
  if (entry.amount > 0) creditsGranted(entry.amount, entry.type);
  else if (entry.amount < 0) creditsDebited(-entry.amount, entry.type);
}
