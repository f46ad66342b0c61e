/**
 * Removes an API key from text that may be shown or logged: a server that echoes the request
 * (some proxies put the Authorization header in their error pages) must not leak it through us.
 * Any bearer token is masked too, in case the key in use is not the one the server echoes.
 */
export function redactSecret(text: string, secret: string | null): string {
  let out = text.replace(/(Bearer\s+)[^\s"',;]+/gi, "$1[redacted]");
  if (secret && secret.length >= 4) out = out.split(secret).join("[redacted]");
  return out;
}

/** A URL as it may be shown: without user, password or query (some gateways take the key there). */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return "(an invalid URL)";
  }
}
