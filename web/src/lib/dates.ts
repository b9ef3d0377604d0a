import { dayMonth } from '@shared/calendar/days';

/**
 * The app's one date style, in both languages: dd/mm/yyyy for a day, dd/mm/yyyy HH:MM (24 h, local time) for a moment.
 * Read off the digits rather than through Intl: the browser's locale would otherwise pick the order (mm/dd in en-US),
 * and its first locale-data load is a long task on a phone.
 */
export function formatDay(day: string): string {
  return `${dayMonth(day)}/${day.slice(0, 4)}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A day of an ISO moment or a YYYY-MM-DD day, in the reader's time zone. */
export function formatDate(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatDay(iso);
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()}`;
}

/** dd/mm/yyyy HH:MM of an ISO moment, in the reader's time zone. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${formatDate(iso)} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** HH:MM of an ISO moment. */
export function formatTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** Every YYYY-MM-DD inside a text (an AI note, a server message) in the app's date style. */
export function formatDaysIn(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_, y: string, m: string, d: string) => `${d}/${m}/${y}`);
}
