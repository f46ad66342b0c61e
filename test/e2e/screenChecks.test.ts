import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { cutTexts } from "../support/cutTexts.ts";
import { cutCells, internalNames, layoutProblems } from "../support/screenChecks.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";

// The screen checks every browser test runs, shown to catch what they are for on a page made
// here: the internal names round 2 found on screen (issue 25), and boxes that scroll sideways
// or cut a column header, whichever element it is. A check that cannot fail checks nothing.

describeInBrowser("the screen checks", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
  });
  afterAll(async () => browser?.close());

  const namesIn = async (text: string) => {
    await page.setContent(`<main><p>${text}</p></main>`);
    return internalNames(page);
  };

  it("catch the program's names wherever they come from, not only a fixed list", async () => {
    const found = [
      "Run 1 (sciqag)",
      "Every run of kgqa",
      "kg-triplet",
      "prompt chemlit@2",
      "dSePer acceptance threshold",
      "Estimated by node-llama-cpp",
      "It could not be reached: fetch failed.",
      'after download, "models info" gives it',
      "sha256 14883bd4…",
      "numeric-source 100%",
      "the connection failed (ECONNREFUSED)",
      "value: undefined",
    ];
    for (const text of found) expect(await namesIn(text), text).not.toEqual([]);
  });

  it("let the same ideas in people's words pass", async () => {
    const fine = ["Run 1 · SciQAG", "Every run of Knowledge-graph QA", "Facts linking terms", "SciQAG (prompt version 3)", "Perplexity-shift pass mark", "Model runtime", "✓ Fingerprinted", "Numbers found in the paper: no numbers to check", "multi-hop QAs"];
    for (const text of fine) expect(await namesIn(text), text).toEqual([]);
    // A file shown as it is (the export preview) keeps its own keys.
    await page.setContent(`<pre data-verbatim>{"strategy": "sciqag", "metric": "numeric-source"}</pre>`);
    expect(await internalNames(page)).toEqual([]);
  });

  it("read a menu's choices, which a person sees when it opens", async () => {
    await page.setContent(`<label>Report on <select><option>Run 2 · RetChemQA</option><option>Run 1 (sciqag)</option></select></label>`);
    expect(await internalNames(page)).toEqual([expect.stringContaining("the strategy id sciqag")]);
  });

  it("flag tabs that wrap onto a second row", async () => {
    await page.setContent(`<div role="tablist" style="width: 200px; display: flex; flex-wrap: wrap">${["Key QAs", "Text", "Outline", "Graph", "Synthesis"].map((t) => `<button role="tab" style="width: 60px">${t}</button>`).join("")}</div>`);
    expect(await layoutProblems(page)).toEqual([expect.stringMatching(/tabs of .* wrap onto 2 rows/)]);
  });

  it("flag any box that scrolls sideways and a column header cut short", async () => {
    await page.setContent(`
        <div style="width: 300px; overflow-x: auto"><div style="width: 900px">a wide table</div></div>
        <table style="table-layout: fixed; width: 120px"><tr><th style="width: 60px; overflow: hidden; white-space: nowrap">DIFFICULTY ↕</th><th>ID</th></tr></table>
        <div style="width: 300px; overflow-x: auto"><div style="width: 200px">fits</div></div>`);
    const problems = await layoutProblems(page);
    expect(problems.some((p) => /scrolls sideways \(9\d\d px of content in 300 px\)/.test(p)), problems.join("\n")).toBe(true);
    expect(problems.some((p) => /column header "DIFFICULTY ↕" is cut/.test(p)), problems.join("\n")).toBe(true);
    expect(problems).toHaveLength(2);
  });

  it("flag a table cell cut short with no tooltip for the rest, and let one that has its tooltip pass", async () => {
    const cell = (text: string, extra = "") => `<div role="gridcell" style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis"${extra}>${text}</div>`;
    await page.setContent(`<div role="grid"><div role="row">${cell("RetChemQA")}${cell("Which substrate were the films grown on?", ' title="Which substrate were the films grown on?"')}${cell("QA")}</div></div>`);
    expect(await cutCells(page)).toEqual([expect.stringMatching(/^the cell "RetChemQA" shows only part of its text, with no tooltip/)]);
  });

  it("flag a text cut short outside a table with no tooltip holding it whole, and pass one whose tooltip does", async () => {
    const line = (text: string, extra = "") => `<p style="width: 120px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis"${extra}>${text}</p>`;
    const authors = "Ada Lovelace, Charles Babbage, Mary Somerville";
    await page.setContent(
      line(authors) + line(authors, ' title="found on page 1"') + `<div title="${authors}\nfound on page 1">${line(authors)}</div>` + line("Short"),
    );
    expect(await cutTexts(page)).toEqual([
      `"${authors}" is cut on screen and has no tooltip with the rest`,
      `"${authors}" is cut on screen and its tooltip does not hold it whole`,
    ]);
  });

  it("flag a field whose prompt is cut short, in the same check every screen runs", async () => {
    await page.setContent(`
        <input style="width: 80px" placeholder="Search titles, authors, DOIs and full text">
        <input style="width: 300px" placeholder="Find in this paper">
        <input style="width: 80px" placeholder="Typed already" value="x">`);
    const problems = await layoutProblems(page);
    expect(problems).toEqual([expect.stringMatching(/^the field's prompt "Search titles, authors, DOIs and full text" is cut: it needs \d+ px in \d+ px$/)]);
  });
});
