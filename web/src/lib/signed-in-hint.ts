import { SIGNED_IN_HINT_COOKIE } from '@shared/api/signed-in-hint';

/** True when the server left its `signedIn=1` hint beside the session cookie (index.html reads it the same way). */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/** A 401 showed the session is gone: drop the hint too, so the next page does not ask again. */
export function dropSignedInHint(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
