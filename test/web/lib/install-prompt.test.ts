import { describe, expect, it } from 'vitest';
import {
  localDay,
  platformOf,
  shouldShowInstallPrompt,
} from '../../../web/src/features/install/components/install-rules';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe('install prompt', () => {
  it('tells iOS, Android and desktop apart', () => {
    expect(platformOf(IPHONE)).toBe('ios');
    expect(platformOf(ANDROID)).toBe('android');
    expect(platformOf(DESKTOP)).toBe('desktop');
  });

  it('shows only on a mobile device, outside the installed app, once per calendar day', () => {
    const today = '2026-11-22';
    expect(shouldShowInstallPrompt({ userAgent: ANDROID, standalone: false, lastDismissed: null, today })).toBe(true);
    expect(shouldShowInstallPrompt({ userAgent: IPHONE, standalone: false, lastDismissed: '2026-11-21', today })).toBe(
      true,
    );
    expect(shouldShowInstallPrompt({ userAgent: IPHONE, standalone: false, lastDismissed: today, today })).toBe(false);
    expect(shouldShowInstallPrompt({ userAgent: ANDROID, standalone: true, lastDismissed: null, today })).toBe(false);
    expect(shouldShowInstallPrompt({ userAgent: DESKTOP, standalone: false, lastDismissed: null, today })).toBe(false);
  });

  it('on Android waits for the browser to offer the install, and never covers the week board', () => {
    const today = '2026-11-22';
    expect(
      shouldShowInstallPrompt({ userAgent: ANDROID, standalone: false, lastDismissed: null, today, hasOffer: false }),
    ).toBe(false);
    expect(
      shouldShowInstallPrompt({
        userAgent: ANDROID,
        standalone: false,
        lastDismissed: null,
        today,
        hasOffer: true,
        pathname: '/progress',
      }),
    ).toBe(true);
    expect(
      shouldShowInstallPrompt({
        userAgent: IPHONE,
        standalone: false,
        lastDismissed: null,
        today,
        hasOffer: false,
        pathname: '/progress',
      }),
    ).toBe(true);
    expect(
      shouldShowInstallPrompt({ userAgent: IPHONE, standalone: false, lastDismissed: null, today, pathname: '/week' }),
    ).toBe(false);
  });

  it('records the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
