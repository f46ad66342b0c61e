import { expect, it } from "vitest";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { internalNames, layoutProblems } from "../support/screenChecks.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES } from "../support/themeInPlace.ts";

// Review's table at the two window sizes, light and dark, on the library of
// test/support/reviewScreens.ts (two papers with long titles): it never scrolls sideways, no
// column header is cut, and where the Paper column shows, it is wide enough to tell the papers
// apart (two lines of the title), not a dozen letters and an ellipsis.
// Screenshots: test-artifacts/screenshots/review-table-fit-*.png.

describeInBrowser("Review's table fits the window", () => {
  const app = useServedApp(({ dataDir }) => seedLibrary(dataDir, seedReviewScreens));

  for (const colorScheme of ["light", "dark"] as const) {
    it(`shows every column it keeps whole, the paper's title on two lines at 1440 (${colorScheme})`, async () => {
      const problems: string[] = [];
      for (const size of SIZES) {
        const page = await app.open({ viewport: size, colorScheme });
        await app.go(page, "#/review?mode=table");
        await page.getByTestId("review-row").first().waitFor({ timeout: POLL_MS });
        const grid = page.getByRole("grid");
        expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${size.width}: the table scrolls sideways`).toBe(true);
        if (size.width === 1440) {
          const cells = page.locator('[role="gridcell"][data-column="paper"]');
          await expect.poll(() => cells.count(), { timeout: POLL_MS }).toBeGreaterThan(0);
          for (const cell of await cells.all()) {
            const { width, lines } = await cell.evaluate((el) => {
              const text = el.firstElementChild ?? el;
              return { width: el.getBoundingClientRect().width, lines: Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight)) };
            });
            expect(width, "the Paper column's width").toBeGreaterThanOrEqual(180);
            expect(lines, "lines of the paper's title").toBe(2);
          }
        }
        await saveScreenshot(page, `review-table-fit-${size.width}x${size.height}-${colorScheme}`);
        problems.push(...[...(await layoutProblems(page)), ...(await internalNames(page))].map((p) => `${size.width}: ${p}`));
        await page.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
