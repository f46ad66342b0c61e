// Where Chromium is, for the tools (scripts/writeIcons.ts) and the browser tests
// (test/support/browser.ts) alike: it lives in scripts/ because tests may import scripts, never
// the reverse.
import fs from "node:fs";

/** The Chromium to drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
export function chromiumPath(): string | null {
  const candidates = [process.env["CHROMIUM_PATH"], "/usr/bin/chromium"].filter((p): p is string => !!p);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}
