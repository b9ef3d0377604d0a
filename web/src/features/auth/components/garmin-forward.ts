import { routeUrl } from '../../../lib/api-call';

/**
 * The watch provider sends the athlete back to /auth with `oauth_token`+`oauth_verifier` (OAuth 1.0a) or
 * `code`+`state` or `error`+`state` (OAuth 2.0 PKCE). Returns the API callback URL to forward the browser to, or null.
 */
export function garminCallbackUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const oauth1 = params.get('oauth_token') && params.get('oauth_verifier');
  // A denial comes back as error=access_denied with the state.
  const oauth2 = (params.get('code') || params.get('error')) && params.get('state');
  if (!oauth1 && !oauth2) return null;
  return `${routeUrl('garminCallback')}?${params.toString()}`;
}
