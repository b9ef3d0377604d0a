import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKmsCipher } from '../../../functions/modules/garmin/kms-token-cipher';
import { createLocalKeyCipher, openTokens, sealTokens } from '../../../functions/modules/garmin/token-cipher';
import * as kms from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { isGarminPush, toActivityInput } from '../../../functions/modules/garmin/push-service';
import { pkceChallenge, pkceVerifier } from '../../../functions/providers/garmin/pkce';
import {
  GARMIN_MAX_STEPS,
  toGarminWorkout,
  TooManyStepsError,
} from '../../../functions/providers/garmin/workout-converter';
import type { WorkoutDetails, WorkoutStep } from '@shared/schemas/training';

const step = (overrides: Partial<WorkoutStep> = {}): WorkoutStep => ({
  type: 'WorkoutStep',
  stepOrder: null,
  intensity: 'ACTIVE',
  description: 'Steady',
  durationType: 'TIME',
  durationValue: 600,
  targetType: 'OPEN',
  targetValue: null,
  targetValueLow: null,
  targetValueHigh: null,
  ...overrides,
});
const workout = (sport: WorkoutDetails['sport'], steps: WorkoutDetails['steps']): WorkoutDetails => ({
  workoutName: `${sport} session`,
  description: 'Planned',
  sport,
  steps,
  estimatedDurationInSecs: 3600,
});

describe('the Training API V2 converter', () => {
  it('maps a run with HR and pace targets, and numbers stepOrder through a repeat and its steps', () => {
    const payload = toGarminWorkout(
      workout('RUNNING', [
        step({ intensity: 'WARMUP', targetType: 'HEART_RATE', targetValue: 2 }),
        {
          type: 'WorkoutRepeatStep',
          stepOrder: null,
          repeatValue: 5,
          steps: [
            step({
              intensity: 'INTERVAL',
              durationValue: 180,
              targetType: 'PACE',
              targetValueLow: 4,
              targetValueHigh: 4.17,
            }),
            step({ intensity: 'RECOVERY', durationValue: 120 }),
          ],
        },
        step({ intensity: 'COOLDOWN', durationType: 'DISTANCE', durationValue: 1000 }),
      ]),
      'wk1',
    );
    expect(payload).toMatchObject({
      sport: 'RUNNING',
      poolLength: null,
      workoutProvider: 'Tricoach',
      workoutSourceId: 'wk1',
    });
    const steps = payload.segments[0]!.steps as Array<Record<string, unknown>>;
    expect(steps.map((s) => s.stepOrder)).toEqual([1, 2, 5]);
    expect((steps[1]!.steps as Array<Record<string, unknown>>).map((s) => s.stepOrder)).toEqual([3, 4]);
    expect(steps[0]).toMatchObject({
      type: 'WorkoutStep',
      intensity: 'WARMUP',
      durationType: 'TIME',
      durationValue: 600,
      targetType: 'HEART_RATE',
      targetValue: 2,
    });
    expect(steps[1]).toMatchObject({
      type: 'WorkoutRepeatStep',
      repeatType: 'REPEAT_UNTIL_STEPS_CMPLT',
      repeatValue: 5,
    });
    expect((steps[1]!.steps as Array<Record<string, unknown>>)[0]).toMatchObject({
      targetType: 'PACE',
      targetValueLow: 4,
      targetValueHigh: 4.17,
    });
    expect(steps[2]).toMatchObject({
      durationType: 'DISTANCE',
      durationValue: 1000,
      durationValueType: 'METER',
      targetType: 'OPEN',
    });
  });

  it('makes a ride with speed targets a CYCLING workout', () => {
    const payload = toGarminWorkout(
      workout('CYCLING', [step({ targetType: 'SPEED', targetValueLow: 8, targetValueHigh: 9 })]),
      'b',
    );
    expect(payload.sport).toBe('CYCLING');
    expect(payload.segments[0]!.steps[0]).toMatchObject({ targetType: 'SPEED', targetValueLow: 8, targetValueHigh: 9 });
  });

  it('makes a swim LAP_SWIMMING in a 25 m pool with distance steps, no primary target and the pace as a secondary one', () => {
    const payload = toGarminWorkout(
      workout('SWIMMING', [
        step({
          durationType: 'DISTANCE',
          durationValue: 400,
          targetType: 'PACE',
          targetValueLow: 0.8,
          targetValueHigh: 0.9,
        }),
      ]),
      's',
    );
    expect(payload).toMatchObject({ sport: 'LAP_SWIMMING', poolLength: 25, poolLengthUnit: 'METER' });
    expect(payload.segments[0]).toMatchObject({ sport: 'LAP_SWIMMING', poolLength: 25 });
    expect(payload.segments[0]!.steps[0]).toMatchObject({
      intensity: 'MAIN',
      targetType: null,
      secondaryTargetType: 'PACE_ZONE',
      secondaryTargetValueLow: 0.8,
      strokeType: 'FREESTYLE',
    });
  });

  it(`refuses more than ${GARMIN_MAX_STEPS} steps (a repeat and its steps all count)`, () => {
    const repeat = { type: 'WorkoutRepeatStep' as const, stepOrder: null, repeatValue: 2, steps: [step(), step()] };
    expect(() =>
      toGarminWorkout(
        workout(
          'RUNNING',
          Array.from({ length: 33 }, () => repeat),
        ),
        'x',
      ),
    ).not.toThrow();
    expect(() =>
      toGarminWorkout(workout('RUNNING', [...Array.from({ length: 33 }, () => repeat), step(), step()]), 'x'),
    ).toThrow(TooManyStepsError);
  });
});

describe('PKCE', () => {
  it('makes verifiers of 43-128 unreserved characters and an S256 challenge', () => {
    const verifier = pkceVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(pkceVerifier()).not.toBe(verifier);
    expect(pkceChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('token encryption', () => {
  const tokens = { accessToken: 'at_secret', refreshToken: 'rt_secret', accessExpiresAt: 1, refreshExpiresAt: 2 };

  it('with a local key: round-trips, never shows the tokens, refuses a tampered or foreign value', async () => {
    const cipher = createLocalKeyCipher(Buffer.alloc(32, 1).toString('base64'));
    const sealed = await sealTokens(cipher, tokens);
    expect(sealed).not.toContain('secret');
    expect(await openTokens(cipher, sealed)).toEqual(tokens);
    expect(await sealTokens(cipher, tokens)).not.toBe(sealed);
    const parts = sealed.split('.');
    const flipped = parts[3]!.startsWith('A') ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    await expect(openTokens(cipher, [...parts.slice(0, 3), flipped].join('.'))).rejects.toThrow();
    await expect(openTokens(createLocalKeyCipher(Buffer.alloc(32, 2).toString('base64')), sealed)).rejects.toThrow();
    expect(() => createLocalKeyCipher(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('with KMS: encrypts under the key with the purpose as encryption context, and decrypts the same way', async () => {
    const client = new kms.KMSClient({
      region: 'eu-central-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const mock = mockClient(client);
    mock.on(kms.EncryptCommand).callsFake((input: kms.EncryptCommandInput) => ({
      CiphertextBlob: Buffer.concat([Buffer.from('enc:'), Buffer.from(input.Plaintext!)]).reverse(),
    }));
    mock.on(kms.DecryptCommand).callsFake((input: kms.DecryptCommandInput) => ({
      Plaintext: Buffer.from(input.CiphertextBlob!).reverse().subarray(4),
    }));
    const cipher = createKmsCipher('alias/garmin-tokens', client, kms);
    const sealed = await sealTokens(cipher, tokens);
    expect(sealed).toMatch(/^kms1\./);
    expect(sealed).not.toContain('secret');
    expect(await openTokens(cipher, sealed)).toEqual(tokens);
    expect(mock.commandCalls(kms.EncryptCommand)[0]!.args[0].input).toMatchObject({
      KeyId: 'alias/garmin-tokens',
      EncryptionContext: { purpose: 'garmin-tokens' },
    });
    expect(mock.commandCalls(kms.DecryptCommand)[0]!.args[0].input).toMatchObject({
      EncryptionContext: { purpose: 'garmin-tokens' },
    });
    await expect(cipher.openText('v1.a.b.c')).rejects.toThrow();
  });
});

describe('pushes', () => {
  it('accept only the secret token together with our client id', () => {
    const config = { pushToken: 'token-1', clientId: 'client-1' };
    expect(isGarminPush(config, 'token-1', 'client-1')).toBe(true);
    expect(isGarminPush(config, 'token-2', 'client-1')).toBe(false);
    expect(isGarminPush(config, 'token-1', undefined)).toBe(false);
    expect(isGarminPush({}, '', '')).toBe(false);
  });

  it("read Garmin's activity summary into our activity, mapping sport variants", () => {
    expect(
      toActivityInput({
        summaryId: 'x1',
        activityType: 'TRAIL_RUNNING',
        startTimeInSeconds: 1_700_000_000,
        durationInSeconds: 3600,
        distanceInMeters: 10000,
        averageHeartRateInBeatsPerMinute: 150,
      }),
    ).toEqual({
      id: 'garmin-x1',
      activityType: 'RUNNING',
      startTime: '2023-11-14T22:13:20.000Z',
      durationInSeconds: 3600,
      distanceInMeters: 10000,
      averageHeartRate: 150,
      activityName: null,
      source: 'garmin',
    });
    expect(
      toActivityInput({ summaryId: 'x2', activityType: 'LAP_SWIMMING', startTimeInSeconds: 1, durationInSeconds: 60 })
        ?.activityType,
    ).toBe('SWIMMING');
    expect(toActivityInput({ activityType: 'RUNNING', startTimeInSeconds: 1, durationInSeconds: 60 })).toBeNull();
    expect(toActivityInput({ summaryId: 'x3', startTimeInSeconds: 1, durationInSeconds: 0 })).toBeNull();
  });
});
