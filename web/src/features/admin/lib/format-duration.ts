import { numberFormat } from '../../../lib/intl';

/** A task's duration for the console: '850 ms', '12 s', '3 min 5 s'. Numbers in the admin's locale. */
export function formatDuration(ms: number, locale: string | undefined): string {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  if (ms < 1000) return `${number.format(Math.round(ms))} ms`;
  if (ms < 60_000) return `${number.format(Math.round(ms / 100) / 10)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}
