import { expect, it } from "vitest";
import { saveScreenshot } from "../support/browser.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The sentence encoder that ships with the app, in the Models view (Chromium against `distillate
// serve`): shown with no model added, with what it is, its size, and where it is used and where
// not with why, at both window sizes and in both themes. Screenshots:
// test-artifacts/screenshots/models-built-in-*.png.

const SLOW = 300_000;

describeInBrowser("the built-in model in the Models view", () => {
  const app = useServedApp(() => undefined);

  for (const [width, height, theme] of [
    [1440, 900, "light"],
    [1024, 700, "dark"],
    [1440, 900, "dark"],
    [1024, 700, "light"],
  ] as const) {
    it(`shows the built-in sentence encoder with its uses, at ${width}x${height} ${theme}`, { timeout: SLOW }, async () => {
      const page = await app.open({ viewport: { width, height }, colorScheme: theme });
      await app.go(page, "#/models");
      const card = page.getByRole("region", { name: "Built in" });
      await expect.poll(() => card.innerText(), { timeout: 120_000 }).toContain("Universal Sentence Encoder Lite");
      const text = await card.innerText();
      expect(text).toContain("30.5 MiB inside the app");
      expect(text).toMatch(/Ask: finding and ranking passages\s+(Used|Off by default)/);
      expect(text).toMatch(/Check for QAs that repeat an earlier one\s+Not used/);
      expect(text).toContain("An embedding model you add");
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `models-built-in-${width}x${height}-${theme}`);
      expect([...(await layoutProblems(page)), ...(await internalNames(page))]).toEqual([]);
    });
  }
});
