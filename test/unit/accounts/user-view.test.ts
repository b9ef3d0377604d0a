import { describe, expect, it } from 'vitest';
import { toUserView, type UserRecord } from '../../../functions/modules/accounts/user-record';

describe('user client view', () => {
  it('has exactly the API.md fields and never a secret', () => {
    const record = {
      id: 'u1',
      email: 'a@b.c',
      passwordHash: '$argon2id$...',
      resetTokenHash: 'abc',
      garminAccessToken: 'tok',
      name: 'A',
      lang: 'pl',
      onboardingStatus: '2',
      isAdmin: false,
      settings: { theme: 'dark' },
      credits: 3,
      birthdate: null,
      weight: null,
      height: null,
      gender: null,
      vo2Run: null,
      vo2Bike: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    } as unknown as UserRecord;
    const view = toUserView(record);
    expect(Object.keys(view).sort()).toEqual(
      [
        'id',
        'email',
        'name',
        'lang',
        'onboardingStatus',
        'isAdmin',
        'settings',
        'credits',
        'garminConnected',
        'birthdate',
        'weight',
        'height',
        'gender',
        'vo2Run',
        'vo2Bike',
        'createdAt',
      ].sort(),
    );
    expect(JSON.stringify(view)).not.toMatch(/argon2|abc|tok/);
  });
});
