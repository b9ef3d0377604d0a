export type Platform = 'ios' | 'android' | 'other-mobile' | 'desktop';

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Mobi/i.test(userAgent)) return 'other-mobile';
  return 'desktop';
}

export const dismissKey = (userId: string) => `installPromptDismissed:${userId}`;

/** Local calendar day, YYYY-MM-DD. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Screens the overlay never covers: the week board is worked with drags and taps all over the screen. */
const BUSY_SCREENS = ['/week'];

/**
 * Seed 001: only on a mobile device, not in the installed app, at most once per calendar day per user. On Android
 * only once the browser has offered the install (an Install button that cannot install is no offer), and never over
 * the week board.
 */
export function shouldShowInstallPrompt(input: {
  userAgent: string;
  standalone: boolean;
  lastDismissed: string | null;
  today: string;
  hasOffer?: boolean;
  pathname?: string;
}): boolean {
  const platform = platformOf(input.userAgent);
  if (platform === 'desktop') return false;
  if (input.standalone) return false;
  if (platform === 'android' && input.hasOffer === false) return false;
  if (input.pathname && BUSY_SCREENS.includes(input.pathname)) return false;
  return input.lastDismissed !== input.today;
}
