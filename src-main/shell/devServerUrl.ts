/**
 * The Vite dev server's address, honoured only in development. A packaged app ignores
 * ELECTRON_RENDERER_URL entirely, since anyone who can set an environment variable could
 * otherwise point the window (and the trust IPC gives its origin) at a page of their own; and
 * even in development only a loopback http address is accepted.
 */
export function devServerUrl(env: Record<string, string | undefined>, isPackaged: boolean): string | null {
  const raw = env["ELECTRON_RENDERER_URL"];
  if (isPackaged || !raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const loopback = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  return url.protocol === "http:" && loopback ? url.href : null;
}
