/**
 * DNS-rebinding and cross-site guards. A page on another site can make the browser send
 * requests to 127.0.0.1 (or to its own name re-pointed at 127.0.0.1); those carry a foreign
 * Host or Origin header, which is how they are told apart from our own page.
 */

/** The Host header values our own page sends: a loopback name with the port we listen on. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const wanted = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  return wanted.includes(host.toLowerCase());
}

/**
 * An Origin header is allowed only when it is absent (same-origin GETs, non-browser clients) or
 * names exactly the origin the request was sent to. Call after the Host check, so `host` is a
 * loopback name. "null" (sandboxed frames, file:// pages) is foreign.
 */
export function isOwnOrigin(origin: string | undefined, host: string): boolean {
  return origin === undefined || origin.toLowerCase() === `http://${host.toLowerCase()}`;
}
