/**
 * Secrets out of logged addresses (issue 27, finding 4; OWASP ASVS V16). A link may carry a
 * secret in its query: the password-recovery page's `token`, the white-label hand-over's code,
 * an OAuth `code` or `access_token` a client puts there against the rules. The request log keeps
 * the parameter's name, so a line still says what was asked, and drops its value.
 *
 * Paths carry no secrets: every route's parameters are ids and kinds (a shared calculation's id
 * is a public link by design), and a test fails if a route ever names a token-like parameter, so
 * a new route takes its secret in the query or the body, where it is redacted or never logged.
 */

export const REDACTED = '[redacted]';

/** Parameter names whose values are secrets, in lower case; see `isSecretName` for the patterns. */
const SECRET_NAMES = new Set([
  'code',
  'otp',
  'totp',
  'key',
  'apikey',
  'api_key',
  'sig',
  'signature',
  'handover',
  'assertion',
  'client_assertion',
]);

/** Any name holding token, secret or password, and snake or kebab case codes (`mfa_code`). */
const SECRET_PATTERN = /token|secret|passw|pwd|(?:^|[_-])code$/;

export function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAMES.has(lower) || SECRET_PATTERN.test(lower);
}

function decodedName(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * The address as it may be logged: the value of every secret query parameter replaced by
 * `[redacted]`, also inside an address carried by another parameter, everything else verbatim.
 * A name that cannot be decoded counts as secret. An
 * address without a query is answered as it is, without a copy: most requests have none.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url.slice(start + 1).split('&');
  let changed = false;
  for (let index = 0; index < pairs.length; index++) {
    const pair = pairs[index]!;
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = decodedName(pair.slice(0, equals));
    if (name !== undefined && !isSecretName(name)) {
      // A way back (`redirectTo=/auth/password-recovery?token=…`) is an address of its own.
      const value = decodedName(pair.slice(equals + 1));
      const inner = value?.includes('?') ? redactUrl(value) : value;
      if (inner === value) continue;
      pairs[index] = `${pair.slice(0, equals)}=${encodeURIComponent(inner!)}`;
    } else pairs[index] = `${pair.slice(0, equals)}=${REDACTED}`;
    changed = true;
  }
  return changed ? `${url.slice(0, start)}?${pairs.join('&')}` : url;
}
