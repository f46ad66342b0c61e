import { isTrustedSender } from "./trustedSender.ts";

/**
 * What our pages may use beyond plain web content: writing text to the clipboard when the user
 * asks ("Copy as CSV" on a paper's table), which Chromium asks as "clipboard-sanitized-write" and
 * grants only during a click or key press. Nothing else (no camera, notifications, reading the
 * clipboard), and nothing for a page that is not ours.
 */
const ALLOWED = new Set(["clipboard-sanitized-write"]);

/** Whether a permission asked (or checked) by the page at `url` is granted. */
export function allowsPagePermission(permission: string, url: string | null | undefined, trustedOrigins: readonly string[]): boolean {
  return ALLOWED.has(permission) && isTrustedSender({ fromOurWindow: true, frameUrl: url }, trustedOrigins);
}
