import type { Page, Route } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { useServedApp } from "../support/servedApp.ts";
import { importTablePaper, prepareTablePaper } from "../support/servedTablePaper.ts";
import { SIZES } from "../support/themeInPlace.ts";

// The paper view's side-panel tabs hold still while the paper loads. Their counts ("Key QAs 0",
// "Outline 4", "Tables 3") arrive after the tabs are drawn; when each tab sized to its label,
// the Tables tab slid ~10 px sideways under the pointer as they came, and a click aimed at it
// while the view was still being put together could land beside it (a lost click seen in a
// loaded CI run). Here the three calls that bring the counts are held back until the tabs'
// boxes are measured, then let through; the boxes must be where they were.

/** The calls whose answers give the tabs their counts. */
const COUNT_CALLS = /\/api\/call\/library\.(keyQas|reading|paperTablesPage)$/;

type Box = { x: number; width: number };

/** Every tab's name and horizontal box, read in one go so they belong to the same frame. */
const tabBoxes = (page: Page) =>
  page.getByRole("tablist", { name: "Side panel" }).evaluate((list) =>
    [...list.querySelectorAll('[role="tab"]')].map((tab) => {
      const box = tab.getBoundingClientRect();
      return { id: tab.id, text: tab.textContent ?? "", box: { x: Math.round(box.x * 10) / 10, width: Math.round(box.width * 10) / 10 } as Box };
    }),
  );

/** The least room between two tabs' labels that still reads as a gap between words at 13 px. */
const MIN_LABEL_GAP_PX = 10;

/** The room between each tab's printed text (its text nodes' extent) and the next one's. */
const labelGaps = (page: Page) =>
  page.getByRole("tablist", { name: "Side panel" }).evaluate((list) => {
    const extent = (tab: Element) => {
      const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
      let left = Infinity;
      let right = -Infinity;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          left = Math.min(left, rect.left);
          right = Math.max(right, rect.right);
        }
      }
      return { left, right };
    };
    const tabs = [...list.querySelectorAll('[role="tab"]')];
    return tabs.slice(1).map((tab, i) => ({ between: `${tabs[i]!.textContent} | ${tab.textContent}`, px: Math.round(extent(tab).left - extent(tabs[i]!).right) }));
  });

describeInBrowser("the paper view's tabs hold still while their counts arrive", () => {
  const app = useServedApp(prepareTablePaper);
  let paperId: number;

  beforeAll(async () => {
    paperId = await importTablePaper(app);
  });

  for (const size of SIZES) {
    it(`at ${size.width}x${size.height}, no tab moves or changes width when the counts come`, async () => {
      const page = await app.open({ viewport: size });
      const held: Route[] = [];
      let holding = true;
      await page.route(COUNT_CALLS, (route) => (holding ? void held.push(route) : route.continue()));
      await app.go(page, `#/paper/${paperId}`);
      const tabs = page.getByRole("tab");
      await expect.poll(() => tabs.count(), { timeout: POLL_MS }).toBe(6);
      // All three calls asked and none answered: the tabs show no counts yet.
      await expect.poll(() => held.length, { timeout: POLL_MS }).toBeGreaterThanOrEqual(3);
      const before = await tabBoxes(page);
      expect(before.map((t) => t.text.trim())).toEqual(["Key QAs", "Text", "Outline", "Tables", "Graph", "Synthesis"]);

      const sections = (await app.serve.call("library.reading", paperId)).sections.length;
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(COUNT_CALLS);
      await expect.poll(async () => (await tabBoxes(page)).map((t) => t.text), { timeout: POLL_MS }).toEqual(["Key QAs 0", "Text", `Outline ${sections}`, "Tables 3", "Graph", "Synthesis"]);
      // Polled too: a frame may still be laying out when the counts' text is first read.
      await expect.poll(async () => (await tabBoxes(page)).map((t) => ({ id: t.id, box: t.box })), { timeout: POLL_MS }).toEqual(before.map((t) => ({ id: t.id, box: t.box })));
      // The room kept for the counts does not push the six tabs past the panel or cut a label.
      const cut = await page.getByRole("tablist", { name: "Side panel" }).evaluate((list) =>
        [list, ...list.querySelectorAll('[role="tab"]')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.id || "the tab list"),
      );
      expect(cut).toEqual([]);
      // Neighbouring labels stand apart: at 1440x900 "Text" and "Outline" were once ~4 px apart,
      // read as one word. Measured between the printed text of each tab, its counts included.
      const gaps = await labelGaps(page);
      expect(gaps.filter((g) => g.px < MIN_LABEL_GAP_PX)).toEqual([]);
      await saveScreenshot(page, `paper-tabs-${size.width}x${size.height}`);
      await page.context().close();
    });
  }
});
