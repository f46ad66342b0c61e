import { expect, it } from "vitest";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { internalNames } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { SIZES } from "../support/themeInPlace.ts";

// An undo the app refuses, in Chromium against `distillate serve`: a QA kept from the review
// table, then dropped in a second window, cannot be undone from the first without overwriting
// the drop. The refusal must name the change it refuses ("Kept QA 1 of 16", not "the last
// change"), read as one QA, and say the change has left the undo list (the Undo button goes
// grey), since the next U would otherwise undo something else without warning.
// Screenshot: test-artifacts/screenshots/review-refused-undo-1024x700-dark.png.

describeInBrowser("a refused undo in Review", () => {
  const app = useServedApp(({ dataDir }) => seedLibrary(dataDir, seedReviewScreens));

  it("names the refused change, in the singular, and takes it off the undo list", async () => {
    const page = await app.open({ viewport: SIZES[1], colorScheme: "dark" });
    await app.go(page, "#/review?mode=table");
    const firstBox = page.getByTestId("review-row").first().locator("input[data-qa-id]");
    await firstBox.waitFor({ timeout: POLL_MS });
    const id = Number(await firstBox.getAttribute("data-qa-id"));
    const bar = page.getByRole("toolbar", { name: "Bulk actions" });
    await bar.locator('button[data-action="keep"]').click();
    const status = page.locator(".bulk-status");
    await expect.poll(() => status.textContent(), { timeout: POLL_MS }).toMatch(/^Kept QA 1 of (\d+)\. Undo with U\.$/);
    const label = (await status.textContent())!.replace(/\. Undo with U\.$/, "");
    await expect.poll(() => bar.locator('button[data-action="undo"]').isEnabled(), { timeout: POLL_MS }).toBe(true);

    // The same QA, dropped in another window.
    const other = await app.open({ viewport: SIZES[0] });
    await app.go(other, `#/review?mode=focus&qa=${id}`);
    const card = other.locator(`[data-testid="review-focus"][data-qa-id="${id}"]:not([aria-busy="true"])`);
    await card.waitFor({ timeout: POLL_MS });
    await other.getByRole("toolbar", { name: "Review actions" }).locator('button[data-action="drop"]').click();
    // Dropping moves the focus view on to the next QA; its notice says the drop was saved.
    await expect.poll(() => other.locator(".focus-notice").textContent(), { timeout: POLL_MS }).toMatch(/^Dropped QA \d+/);
    await other.close();

    await bar.locator('button[data-action="undo"]').click();
    const alert = page.locator(".bulk-status [role=alert]");
    await expect
      .poll(() => alert.textContent(), { timeout: POLL_MS })
      .toBe(`Could not undo “${label}”: Its QA was changed since, so undoing it would overwrite that later change. Nothing was changed. It is no longer offered for undo. Nothing else is left to undo.`);
    await expect.poll(() => bar.locator('button[data-action="undo"]').isEnabled(), { timeout: POLL_MS }).toBe(false);
    // Read whole above the table, and without the keep's "Undo with U." beside it.
    expect(await page.locator(".bulk-status").textContent()).not.toContain("Undo with U");
    const alertBox = (await alert.boundingBox())!;
    const gridTop = (await page.getByRole("grid").boundingBox())!.y;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(gridTop);
    expect(await alert.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await saveScreenshot(page, "review-refused-undo-1024x700-dark");
    expect(await internalNames(page)).toEqual([]);
    await page.close();
  });
});
