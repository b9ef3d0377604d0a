import { describe, expect, it } from 'vitest';
import { activeTab, protectedRouteDecision } from '../../../web/src/lib/navigation';
import { defaultCurrency, formatPrice, PLANS } from '../../../web/src/lib/pricing';
import { signupsOpen } from '../../../web/src/lib/signups';
import { INVALID_SETTINGS_PLACEHOLDER, resolveTheme, themeFromSettings } from '../../../web/src/lib/theme';
import { createQueryClient } from '../../../web/src/lib/query-client';

describe('active bottom tab', () => {
  it('matches dashboard and chat exactly, progress and settings by prefix', () => {
    expect(activeTab('/dashboard')).toBe('home');
    expect(activeTab('/dashboard/extra')).toBeNull();
    expect(activeTab('/chat')).toBe('chat');
    expect(activeTab('/chat/123')).toBeNull();
    expect(activeTab('/progress')).toBe('progress');
    expect(activeTab('/progress/week/2')).toBe('progress');
    expect(activeTab('/settings')).toBe('settings');
    expect(activeTab('/settings/privacy')).toBe('settings');
    expect(activeTab('/modal/edit-plan')).toBeNull();
  });
});

describe('protected route decisions', () => {
  const user = (onboardingStatus: string) => ({ onboardingStatus });
  it('waits while the session loads, then sends visitors without a user to /auth', () => {
    expect(protectedRouteDecision({ isLoading: true, user: undefined, pathname: '/dashboard' })).toBe('loading');
    expect(protectedRouteDecision({ isLoading: false, user: null, pathname: '/dashboard' })).toBe('to-auth');
    expect(protectedRouteDecision({ isLoading: false, user: null, pathname: '/settings' })).toBe('to-auth');
  });
  it("sends users whose onboardingStatus is not '5' to /onboarding except on /onboarding and /settings", () => {
    for (const status of ['0', '1', '2', '3', '4']) {
      expect(protectedRouteDecision({ isLoading: false, user: user(status), pathname: '/dashboard' })).toBe(
        'to-onboarding',
      );
      expect(protectedRouteDecision({ isLoading: false, user: user(status), pathname: '/chat' })).toBe('to-onboarding');
      expect(protectedRouteDecision({ isLoading: false, user: user(status), pathname: '/onboarding' })).toBe('render');
      expect(protectedRouteDecision({ isLoading: false, user: user(status), pathname: '/settings/profile' })).toBe(
        'render',
      );
    }
    expect(protectedRouteDecision({ isLoading: false, user: user('5'), pathname: '/dashboard' })).toBe('render');
  });
});

describe('the admin area guard', () => {
  const user = (onboardingStatus: string) => ({ onboardingStatus });
  it('sends athletes who are not admins to the dashboard, and lets admins in', () => {
    expect(
      protectedRouteDecision({ isLoading: false, user: { ...user('5'), isAdmin: false }, pathname: '/admin' }),
    ).toBe('to-dashboard');
    expect(
      protectedRouteDecision({ isLoading: false, user: { ...user('5'), isAdmin: false }, pathname: '/admin/user/u-2' }),
    ).toBe('to-dashboard');
    expect(
      protectedRouteDecision({ isLoading: false, user: { ...user('5'), isAdmin: true }, pathname: '/admin' }),
    ).toBe('render');
    expect(
      protectedRouteDecision({ isLoading: false, user: { ...user('1'), isAdmin: true }, pathname: '/admin/user/u-2' }),
    ).toBe('render');
    expect(
      protectedRouteDecision({
        isLoading: false,
        user: { ...user('5'), isAdmin: false },
        pathname: '/administrator-tips',
      }),
    ).toBe('render');
    expect(protectedRouteDecision({ isLoading: false, user: null, pathname: '/admin' })).toBe('to-auth');
  });
});

describe('price formatting', () => {
  const nbsp = '\u00a0';
  it('puts euro and dollar signs before the amount and złoty after it in English', () => {
    expect(formatPrice(1000, 'EUR', 'en', { wholeUnits: true })).toBe('€10');
    expect(formatPrice(1100, 'USD', 'en', { wholeUnits: true })).toBe('$11');
    expect(formatPrice(4300, 'PLN', 'en', { wholeUnits: true })).toBe(`43${nbsp}zł`);
    expect(formatPrice(0, 'PLN', 'en', { wholeUnits: true })).toBe(`0${nbsp}zł`);
    expect(formatPrice(21600, 'PLN', 'en')).toBe(`216.00${nbsp}zł`);
    expect(formatPrice(1050, 'EUR', 'en')).toBe('€10.50');
  });

  it('formats the Polish way in Polish: decimal comma, symbol after the amount', () => {
    expect(formatPrice(4300, 'PLN', 'pl')).toBe(`43,00${nbsp}zł`);
    expect(formatPrice(1000, 'EUR', 'pl', { wholeUnits: true })).toBe(`10${nbsp}€`);
    expect(formatPrice(5500, 'USD', 'pl')).toBe(`55,00${nbsp}$`);
    // Polish groups thousands only from five digits on.
    expect(formatPrice(550000, 'PLN', 'pl')).toBe(`5500,00${nbsp}zł`);
    expect(formatPrice(5500000, 'PLN', 'pl')).toBe(`55${nbsp}000,00${nbsp}zł`);
  });

  it('offers złoty first to Polish athletes and euro to everyone else', () => {
    expect(defaultCurrency('pl')).toBe('PLN');
    expect(defaultCurrency('en')).toBe('EUR');
  });

  it('sells the landing plans at the checkout prices (one source)', () => {
    expect(PLANS.map((plan) => [plan.id, plan.prices.EUR, plan.prices.USD, plan.prices.PLN, plan.weeks])).toEqual([
      ['free', 0, 0, 0, null],
      ['premium', 1000, 1100, 4300, 4],
      ['ultra', 5000, 5500, 21600, 22],
    ]);
  });
});

describe('theme from saved settings', () => {
  it('reads light, dark or system from an object or a JSON string', () => {
    expect(themeFromSettings({ theme: 'dark' })).toBe('dark');
    expect(themeFromSettings('{"theme":"system"}')).toBe('system');
    expect(themeFromSettings({ theme: 'light' })).toBe('light');
  });
  it('defaults to light and falls back to light on malformed settings', () => {
    expect(themeFromSettings(null)).toBe('light');
    expect(themeFromSettings(undefined)).toBe('light');
    expect(themeFromSettings('{not json')).toBe('light');
    expect(themeFromSettings({ theme: 'purple' })).toBe('light');
    expect(themeFromSettings(42)).toBe('light');
  });
  it('falls back to system for the invalid placeholder value', () => {
    expect(themeFromSettings(INVALID_SETTINGS_PLACEHOLDER)).toBe('system');
    expect(themeFromSettings(String({ theme: 'dark' }))).toBe('system');
  });
  it('resolves system through the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('signup gate', () => {
  it('is open only when acceptingSignups is exactly true; loading counts as closed', () => {
    expect(signupsOpen({ acceptingSignups: true })).toBe(true);
    expect(signupsOpen({ acceptingSignups: 'true' })).toBe(false);
    expect(signupsOpen({ acceptingSignups: false })).toBe(false);
    expect(signupsOpen(undefined)).toBe(false);
    expect(signupsOpen(true)).toBe(true);
  });
});

describe('react-query defaults', () => {
  it('keeps data fresh 5 minutes, drops it after 10, never retries, refetches on focus or polls', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(300_000);
    expect(defaults.gcTime).toBe(600_000);
    expect(defaults.retry).toBe(false);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchInterval).toBe(false);
  });
});
