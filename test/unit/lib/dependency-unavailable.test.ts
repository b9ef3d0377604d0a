import { describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from '../../../functions/lib/http/dependency-unavailable';

const named = (name: string, extra: Record<string, unknown> = {}) => Object.assign(new Error('x'), { name, ...extra });

describe('isDependencyUnavailable', () => {
  it('is true for timeouts, refused connections, throttling and 5xx answers of AWS services, also as a cause', () => {
    expect(isDependencyUnavailable(named('TimeoutError'))).toBe(true);
    expect(
      isDependencyUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isDependencyUnavailable(named('ProvisionedThroughputExceededException'))).toBe(true);
    expect(isDependencyUnavailable(named('UnknownError', { $metadata: { httpStatusCode: 503 } }))).toBe(true);
    expect(isDependencyUnavailable(new Error('wrapped', { cause: named('ThrottlingException') }))).toBe(true);
  });

  it('is false for our bugs and for what the request got wrong', () => {
    expect(isDependencyUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(
      isDependencyUnavailable(named('ConditionalCheckFailedException', { $metadata: { httpStatusCode: 400 } })),
    ).toBe(false);
    expect(isDependencyUnavailable(named('ValidationException', { $metadata: { httpStatusCode: 400 } }))).toBe(false);
    expect(isDependencyUnavailable(undefined)).toBe(false);
  });
});
