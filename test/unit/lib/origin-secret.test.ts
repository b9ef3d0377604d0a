import { describe, expect, it } from 'vitest';
import { matchesOriginSecret } from '../../../functions/lib/http/edge-origin';
import { createOriginSecretSource, parseOriginSecret } from '../../../functions/lib/origin-secret';

describe('the origin secret', () => {
  it('is JSON {current, previous} in Secrets Manager, or a plain value locally', () => {
    expect(parseOriginSecret('{"current":"a","previous":"b"}')).toEqual({ current: 'a', previous: 'b' });
    expect(parseOriginSecret('{"current":"a","previous":""}')).toEqual({ current: 'a', previous: null });
    expect(parseOriginSecret(' plain\n')).toEqual({ current: 'plain', previous: null });
    expect(parseOriginSecret('{"previous":"b"}')).toBeNull();
    expect(parseOriginSecret('')).toBeNull();
  });

  it('matches the current or the previous value, nothing else', () => {
    const secrets = { current: 'now-value', previous: 'old-value' };
    expect(matchesOriginSecret('now-value', secrets)).toBe(true);
    expect(matchesOriginSecret('old-value', secrets)).toBe(true);
    expect(matchesOriginSecret('now-valu', secrets)).toBe(false);
    expect(matchesOriginSecret('', secrets)).toBe(false);
    expect(matchesOriginSecret(undefined, secrets)).toBe(false);
    expect(matchesOriginSecret('now-value', null)).toBe(false);
    expect(matchesOriginSecret('now-value', { current: 'now-value', previous: null })).toBe(true);
  });

  it('reads Secrets Manager once, trusts it 5 minutes, and re-reads on a mismatch at most every 30 s', async () => {
    let t = 0;
    let value = '{"current":"one","previous":null}';
    const asked: unknown[] = [];
    const client = {
      send: async (command: { input: unknown }) => (asked.push(command.input), { SecretString: value }),
    };
    const source = createOriginSecretSource(
      { ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:1:secret:origin' },
      client as never,
      () => t,
    );

    expect(await Promise.all([source.get(), source.get()])).toEqual([
      { current: 'one', previous: null },
      { current: 'one', previous: null },
    ]);
    expect(asked).toEqual([{ SecretId: 'arn:aws:secretsmanager:eu-central-1:1:secret:origin' }]);

    value = '{"current":"two","previous":"one"}';
    t = 10_000;
    expect((await source.get({ fresh: true }))?.current).toBe('one');
    t = 31_000;
    expect((await source.get({ fresh: true }))?.current).toBe('two');
    expect(asked).toHaveLength(2);
    t = 31_000 + 5 * 60_000;
    await source.get();
    expect(asked).toHaveLength(3);
  });

  it('without an ARN it takes ORIGIN_SECRET as it is, and nothing when unset', async () => {
    expect(await createOriginSecretSource({ ORIGIN_SECRET: 'local' }).get()).toEqual({
      current: 'local',
      previous: null,
    });
    expect(await createOriginSecretSource({}).get()).toBeNull();
  });
});
