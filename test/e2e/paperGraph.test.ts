import { expect, it } from "vitest";
import { POLL_MS, saveScreenshot } from "../support/browser.ts";
import { useServedApp } from "../support/servedApp.ts";
import { withPapersAndTinyModel } from "../support/papersAndTinyModel.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The knowledge graph in the paper view, after a real knowledge-graph QA run on the tiny model:
// the Graph tab lists the paper's most salient facts (triplets) with their scores and draws its central
// entities; a paper without a graph says how to get one. Screenshots: paper-graph-*.png.

describeInBrowser("the knowledge graph in the paper view", () => {
  const app = useServedApp(
    (dirs) =>
      withPapersAndTinyModel(dirs, ["twoColumn", "lineNumbered"], async (core, { paperIds, model }) => {
        const [withGraph, without] = paperIds as [number, number];
        const settings = { tripletsPerParagraph: 3, tripletGroups: 2, qasPerPaper: 2, extractMaxTokens: 256, maxTokens: 256 };
        await core.services.runs.generate({ strategy: "kgqa", model, paperIds: [withGraph], lanes: 1, perplexityShift: false, settings });
        return { withGraph, without };
      }),
    { setupTimeoutMs: 900_000 },
  );

  it("shows the paper's most salient triplets and a drawing of its entities in the Graph tab", async () => {
    const view = await app.serve.call("library.paperGraph", app.seed.withGraph);
    expect(view).not.toBeNull();
    const top = view!.graph.triplets.slice(0, 15);
    expect(top.length).toBeGreaterThan(0);
    const page = await app.open({ viewport: { width: 1440, height: 900 } });
    await app.go(page, `#/paper/${app.seed.withGraph}`);
    const tab = page.getByRole("tab", { name: "Graph" });
    await tab.waitFor({ timeout: POLL_MS });
    await tab.click();
    const panel = page.locator("#paper-panel-graph");
    const rows = panel.locator(".graph-triplets tbody tr");
    await expect.poll(() => rows.count(), { timeout: POLL_MS }).toBe(top.length);
    // The first row is the most salient triplet, as the graph stored it.
    const first = await rows.first().locator("td").first().textContent();
    expect(first).toBe(`${top[0]!.head} → ${top[0]!.relation} → ${top[0]!.tail}`);
    expect(await panel.locator("svg.graph-drawing circle").count()).toBe(Math.min(12, view!.graph.entities.length));
    // In a researcher's words: facts linking terms, not "triplets" between "entities".
    expect(await panel.locator(".pane-hint").first().textContent()).toMatch(/\d+ facts? linking \d+ terms?, each read from one sentence/);
    // (The app's own words only: the facts themselves are the model's and may say anything.)
    for (const part of [".pane-hint >> nth=0", ".graph-ranking", "figcaption", "caption", "thead"]) expect(await panel.locator(part).innerText(), part).not.toMatch(/triplet|entit(y|ies)/i);
    // What ranks the triplets, in a researcher's words: no "tf-idf" or "PageRank", and the papers
    // rarity is weighed against are counted (here this paper alone, so rarity counts for nothing yet).
    expect(await panel.innerText()).not.toMatch(/tf-idf|PageRank/i);
    expect(await panel.locator(".graph-ranking").textContent()).toMatch(/not yet by rarity \(no other paper has a graph\)/);
    await saveScreenshot(page, "paper-graph-1440x900");
  });

  it("tells how to get a graph for a paper that has none", async () => {
    const page = await app.open({ viewport: { width: 1440, height: 900 } });
    await app.go(page, `#/paper/${app.seed.without}`);
    await page.getByRole("tab", { name: "Graph" }).click({ timeout: POLL_MS });
    await expect.poll(() => page.locator("#paper-panel-graph").textContent(), { timeout: POLL_MS }).toMatch(/No knowledge graph yet/);
  });

  it("keeps all four side-panel tabs inside the panel in a 1024x700 window", async () => {
    const page = await app.open({ viewport: { width: 1024, height: 700 } });
    await app.go(page, `#/paper/${app.seed.withGraph}`);
    const tab = page.getByRole("tab", { name: "Graph" });
    await tab.waitFor({ timeout: POLL_MS });
    const panel = (await page.locator("#paper-side-panel").boundingBox())!;
    for (const name of ["Key QAs", "Text", "Outline", "Graph"]) {
      const tabButton = page.getByRole("tab", { name: new RegExp(`^${name}`) });
      const box = (await tabButton.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(panel.x + panel.width + 1);
      // Its whole label shows: nothing cut off with an ellipsis.
      expect(await tabButton.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
    }
    await tab.click();
    await expect.poll(() => page.locator("#paper-panel-graph .graph-triplets tbody tr").count(), { timeout: POLL_MS }).toBeGreaterThan(0);
    // The line over the drawing says what the graph holds in at most three lines (with how it is ranked, it took five); the ranking is by the table.
    const lines = await page.locator("#paper-panel-graph .pane-hint").first().evaluate((el) => {
      // One line's height, measured on a one-word copy beside it (line-height may be "normal").
      const one = el.cloneNode() as HTMLElement;
      one.textContent = "x";
      el.after(one);
      const line = one.getBoundingClientRect().height;
      one.remove();
      return Math.round(el.getBoundingClientRect().height / line);
    });
    expect(lines).toBeLessThanOrEqual(3);
    // The table of triplets fits the panel: every column shows without scrolling sideways.
    const table = (await page.locator("#paper-panel-graph .graph-triplets").boundingBox())!;
    const pane = (await page.locator("#paper-panel-graph").boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(pane.x + pane.width + 1);
    await saveScreenshot(page, "paper-graph-1024x700");
  });
});
