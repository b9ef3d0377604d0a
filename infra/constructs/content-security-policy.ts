/** The policies live with the other security headers, shared with the local stack. */
export {
  API_CONTENT_SECURITY_POLICY,
  inlineScriptHashes,
  webContentSecurityPolicy,
} from '../../functions/lib/http/security-headers';
