import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translations } from './support/render';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key path; plural forms collapse to one key (Polish has more forms than English). */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keys(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      keys(v, prefix ? `${prefix}.${k.replace(PLURAL, '_plural')}` : k.replace(PLURAL, '_plural')),
    );
  }
  return [prefix];
}

function emptyStrings(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [prefix];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => emptyStrings(v, `${prefix}.${k}`));
  return [];
}

describe('locales', () => {
  it('has exactly en and pl', () => {
    expect(readdirSync('locales').sort()).toEqual(['en', 'pl']);
  });

  it('en and pl have identical keys (plural suffixes aside) and no empty texts', () => {
    const en = new Set(keys(translations('en')));
    const pl = new Set(keys(translations('pl')));
    expect(
      [...en].filter((k) => !pl.has(k)),
      'keys missing in pl',
    ).toEqual([]);
    expect(
      [...pl].filter((k) => !en.has(k)),
      'keys missing in en',
    ).toEqual([]);
    expect(emptyStrings(translations('en'))).toEqual([]);
    expect(emptyStrings(translations('pl'))).toEqual([]);
  });

  it('has the exact seed texts in English', () => {
    const en = translations('en') as Record<string, Record<string, any>>;
    expect(en.notFound.title).toBe('404 Page Not Found');
    expect(en.common.loading).toBe('Loading...');
    expect(en.auth.connectingGarmin).toBe('Connecting to Garmin...');
    expect(en.auth.toasts).toEqual({
      loginFailed: 'Login failed',
      registrationFailed: 'Registration failed',
      logoutFailed: 'Logout failed',
    });
    expect(en.auth.forgot).toMatchObject({
      submit: 'Send Reset Link',
      back: 'Back to Login',
      sentTitle: 'Reset link sent',
      sentText: 'If the email exists, a reset link has been sent to your inbox',
      failed: 'Failed to send reset email',
    });
    expect(en.reset).toMatchObject({
      invalidTitle: 'Invalid Reset Link',
      invalidText: 'This password reset link is invalid or has expired.',
      completeTitle: 'Password Reset Complete',
      goToLogin: 'Go to Login',
      successToast: 'Password reset successful',
      failed: 'Failed to reset password',
      submit: 'Reset Password',
    });
    expect(en.beta).toMatchObject({
      submit: 'Join beta!',
      emailRequired: 'Email is required.',
      success: 'Thank you for joining the beta!',
      failure: 'Something went wrong. Please try again.',
    });
    expect(en.landing.hero.cta).toBe('Free Trial');
  });
});
