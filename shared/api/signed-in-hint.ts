/**
 * A readable companion of the HttpOnly session cookie, written and cleared with it: `signedIn=1` says only that
 * this browser holds a session, so a signed-out visitor's pages skip the session check (GET /api/user would answer
 * 401, which browsers log as a console error). It grants nothing: the session cookie alone signs a call in, and a
 * hint that outlived its session is dropped at the first 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'signedIn';
