import { describe, expect, it } from 'vitest';

describe('zod under the CSP (no eval)', () => {
  it('the app entry makes zod jitless before any schema exists, so zod never probes eval', async () => {
    await import('../../../web/src/lib/zod-csp');
    const z = await import('zod');
    expect(z.config().jitless).toBe(true);
    const evals: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        evals.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        evals.push(String(args.at(-1)));
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const schema = z.object({ email: z.string().email(), nested: z.object({ n: z.number() }) });
      expect(schema.parse({ email: 'a@b.co', nested: { n: 1 } })).toEqual({ email: 'a@b.co', nested: { n: 1 } });
    } finally {
      globalThis.Function = original;
    }
    expect(evals).toEqual([]);
  });
});
