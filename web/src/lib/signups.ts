/** Signups are open only when the config says exactly true; while loading they count as closed. */
export function signupsOpen(data: { acceptingSignups?: unknown } | boolean | null | undefined): boolean {
  if (typeof data === 'boolean') return data === true;
  return data?.acceptingSignups === true;
}
