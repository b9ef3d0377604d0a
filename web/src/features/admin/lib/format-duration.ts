import { localDecimal } from '../../../lib/numbers';

/** At most one decimal, written in the reader's language; no Intl (its first locale-data load is a long task on a phone). */
const oneDecimal = (value: number, lang: string | undefined) => localDecimal(String(Math.round(value * 10) / 10), lang);

/** A task's duration for the console: '850 ms', '12 s', '3 min 5 s'. Numbers in the admin's language. */
export function formatDuration(ms: number, lang: string | undefined): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${oneDecimal(ms / 1000, lang)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}

/** A share (0.048) as a percentage with at most one decimal ('4.8%', Polish '4,8%'). */
export function formatShare(share: number, lang: string | undefined): string {
  return `${oneDecimal(share * 100, lang)}%`;
}
