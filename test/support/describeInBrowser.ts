import { describe, it } from "vitest";
import { browserUnavailableReason } from "./browser.ts";

/**
 * A browser file's suite: run when Chromium and the built renderer are there, otherwise one
 * skipped test that says why (so a machine without them reports the skip instead of a failure).
 * `unavailable` is why the file cannot run; defaults to `browserUnavailableReason()` (a file that
 * needs more, such as the shared demo-runs library, passes its own reason).
 */
export function describeInBrowser(title: string, body: () => void, unavailable: string | null = browserUnavailableReason()): void {
  if (unavailable) {
    describe(title, () => {
      it.skip(unavailable, () => undefined);
    });
  } else {
    describe(title, body);
  }
}
