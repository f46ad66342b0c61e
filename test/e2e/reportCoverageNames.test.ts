import { expect, it } from "vitest";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { seedReviewScreens } from "../support/reviewScreens.ts";
import { seedLibrary, useServedApp } from "../support/servedApp.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The Report's coverage chart names each paper beside its bar. Six papers of
// test/support/reviewScreens.ts, whose titles are too long for the names' column ("Phase-pure
// formamidinium perovskites (screens-a)"): each name must show inside the chart, in its own
// bar's row, not cut off at the chart's edge nor drawn over another paper's name, and tell its
// paper from the others (the whole title on hover).
// Screenshots: test-artifacts/screenshots/report-coverage-names-*.png.

const SLOW = 300_000;
const PAPERS = 6;

describeInBrowser("the coverage chart's paper names", () => {
  const app = useServedApp(({ dataDir }) => seedLibrary(dataDir, (db) => seedReviewScreens(db, PAPERS)));

  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 700 },
  ]) {
    it(`show on one line each, in its bar's row and whole on hover, at ${size.width}x${size.height}`, { timeout: SLOW }, async () => {
      const page = await app.open({ viewport: size });
      await app.go(page, "#/report");
      const chart = page.getByTestId("report-coverage");
      await chart.waitFor({ timeout: POLL_MS });
      await chart.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `report-coverage-names-${size.width}x${size.height}-light`);
      const names = chart.locator(".recharts-cartesian-axis-tick-value", { hasText: "screens-" });
      expect(await names.count(), (await chart.textContent()) ?? "").toBe(PAPERS);
      const drawn = await chart.evaluate((figure) => {
        const svg = figure.querySelector("svg.recharts-surface")!.getBoundingClientRect();
        const names = [...figure.querySelectorAll(".recharts-cartesian-axis-tick-value")]
          .filter((t) => t.textContent?.includes("screens-"))
          .map((t) => {
            const box = t.getBoundingClientRect();
            return { text: t.textContent ?? "", title: t.querySelector("title")?.textContent ?? null, top: box.top, bottom: box.bottom, left: box.left, right: box.right };
          });
        return { svg: { top: svg.top, bottom: svg.bottom, left: svg.left, right: svg.right }, names };
      });
      for (const name of drawn.names) {
        expect(name.top, `"${name.text}" inside the chart`).toBeGreaterThanOrEqual(drawn.svg.top);
        expect(name.bottom, `"${name.text}" inside the chart`).toBeLessThanOrEqual(drawn.svg.bottom);
        expect(name.left, `"${name.text}" inside the chart`).toBeGreaterThanOrEqual(drawn.svg.left);
      }
      const rows = [...drawn.names].sort((a, b) => a.top - b.top);
      for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.bottom, `"${rows[i - 1]!.text}" above "${rows[i]!.text}"`).toBeLessThanOrEqual(rows[i]!.top);
      // Each name fits its bar's row with room to spare: a name wrapped over two lines filled
      // the whole row and touched its neighbours (three lines ran into them).
      const pitch = (rows.at(-1)!.top - rows[0]!.top) / (rows.length - 1);
      for (const name of rows) expect(name.bottom - name.top, `"${name.text}" in a row of ${pitch.toFixed(1)} px`).toBeLessThan(pitch * 0.75);
      // Each paper is told from the others by what its name shows, and hovering gives its whole title.
      const letters = "abcdef".split("");
      expect(new Set(drawn.names.map((n) => /screens-([a-f])/.exec(n.text)?.[1])).size).toBe(PAPERS);
      expect(drawn.names.map((n) => n.title).sort()).toEqual(letters.map((l) => `Phase-pure formamidinium perovskites (screens-${l})`));
    });
  }
});
