import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { isZodError, zodIssues } from '../../../functions/lib/http/validate';

const failureOf = (parse: () => unknown): unknown => {
  try {
    parse();
  } catch (error) {
    return error;
  }
  throw new Error('expected the parse to fail');
};

describe('isZodError', () => {
  it("knows classic zod's and zod/mini's parse failures, with their issues", () => {
    const classic = failureOf(() => z.object({ name: z.string() }).parse({ name: 1 }));
    const mini = failureOf(() => zm.object({ age: zm.number() }).parse({ age: 'x' }));
    expect(isZodError(classic)).toBe(true);
    expect(isZodError(mini)).toBe(true);
    expect(zodIssues(classic as never)).toEqual([{ path: 'name', message: expect.any(String) }]);
  });

  it('is false for other errors, even ones that borrow the name', () => {
    expect(isZodError(new Error('boom'))).toBe(false);
    expect(isZodError(Object.assign(new Error('x'), { name: 'ZodError' }))).toBe(false);
    expect(isZodError({ name: 'ZodError', issues: [] })).toBe(false);
    expect(isZodError(undefined)).toBe(false);
  });
});
