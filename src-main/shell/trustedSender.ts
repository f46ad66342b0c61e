/**
 * Whether an IPC message may be answered: it must come from our main window and from a frame
 * showing one of our pages. A frame Electron cannot name (null: it was destroyed or navigated
 * away while the message was in flight) or one whose address does not parse is refused; an
 * unknown sender is never given the benefit of the doubt.
 */
export function isTrustedSender(sender: { fromOurWindow: boolean; frameUrl: string | null | undefined }, trustedOrigins: readonly string[]): boolean {
  if (!sender.fromOurWindow || !sender.frameUrl) return false;
  const origin = originOf(sender.frameUrl);
  return origin !== null && trustedOrigins.includes(origin);
}

/**
 * scheme://host[:port] of an address, or null for one without a host (data:, about:blank) or that
 * does not parse. Node's URL gives "null" as the origin of every non-web scheme, our app:// among
 * them, so comparing URL.origin would refuse our own page.
 */
function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
}
