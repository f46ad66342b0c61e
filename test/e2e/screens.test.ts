import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { methods } from "../../src-main/contract/methods.ts";
import { saveScreenshot } from "../support/browser.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../support/generatedPdfs.ts";
import { cutTexts } from "../support/cutTexts.ts";
import { cutCells, internalNames, layoutProblems } from "../support/screenChecks.ts";
import { useServedApp } from "../support/servedApp.ts";
import { importTablePaper, prepareTablePaper } from "../support/servedTablePaper.ts";
import { describeInBrowser } from "../support/describeInBrowser.ts";
import { SIZES } from "../support/themeInPlace.ts";

// Every view, at the two window sizes the app must fit (1440x900 and 1024x700), loaded at one
// and resized to the other, in the light and the dark theme, over one realistic library seeded
// through `distillate serve`: the generated papers, the demo model, two finished runs and a few
// review decisions. Each shot is written to
// test-artifacts/screenshots/<view>-<width>x<height>-<theme>.png, then checked for what a user
// would notice whatever the view: a horizontal scrollbar on the page, a control cut off at the
// side (by the window, by a box that hides its overflow, or in a box one has to scroll
// sideways), and internal names in the text on screen. (The resize found a paper page whose
// undrawn canvas stuck out of a narrow pane while it was drawn again.)

const THEMES = ["light", "dark"] as const;

/** The chosen option of a menu, when its text does not fit the box (the box less its padding and the arrow's about 20px), else null. */
function menuTextCut(menu: Locator): Promise<string | null> {
  return menu.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.selectedOptions[0]?.text ?? "";
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return context.measureText(text).width > room ? `"${text}" in ${Math.round(room)}px` : null;
  });
}

interface Seeded {
  /** The paper the SciQAG run read: it has key QAs. */
  paperId: number;
  /** The paper the RetChemQA run read: it has synthesis conditions (or says none were reported). */
  otherId: number;
  /** A paper with three tables (one printed as a picture, one in doubt), stored as the reader's output is. */
  tablesId: number;
  runIds: number[];
  /** An answer Ask stored (answered or refused, as the demo model chose), shown as the user finds it again. */
  answerId: number;
}

describeInBrowser("every view at both sizes, light and dark", () => {
  const app = useServedApp(
    async (dirs) => ({ pdfs: await writeGeneratedPdfs(path.join(dirs.work, "pdfs")), ...(await prepareTablePaper(dirs)) }),
    {
      // Only uncaught errors fail this file: its console was never part of the check.
      countsConsoleError: () => false,
    },
  );
  let page: Page;
  let pdfs: GeneratedPdfSet;
  let seeded: Seeded;

  const call = <T,>(method: keyof typeof methods, ...args: unknown[]): Promise<T> => app.serve.call(method, ...args) as Promise<T>;

  async function runToTheEnd(request: Record<string, unknown>): Promise<number> {
    const { runId } = await call<{ runId: number }>("runs.startRun", request);
    // Waits as long as the run takes (the hook's time limit is the bound).
    while ((await call<{ finishedAt: string | null }>("runs.getRun", runId)).finishedAt === null) await new Promise((resolve) => setTimeout(resolve, 500));
    return runId;
  }

  async function seed(): Promise<Seeded> {
    const imported = await call<{ file: string; paperId: number | null }[]>("imports.importPapers", [pdfs.twoColumn, pdfs.lineNumbered, pdfs.ownerOnly]);
    await call("imports.importPapers", [pdfs.encrypted], { password: pdfs.encryptedPassword });
    const paperId = imported.find((result) => result.file === pdfs.twoColumn)!.paperId!;
    const other = imported.find((result) => result.file === pdfs.lineNumbered)!.paperId!;
    const withTables = await importTablePaper(app);
    const { model } = await call<{ model: { id: number } }>("models.addDemo");
    const runIds = [
      await runToTheEnd({ strategy: "sciqag", model: String(model.id), paperIds: [paperId], temperature: 0, settings: { temperature: null } }),
      await runToTheEnd({ strategy: "retchem", model: String(model.id), paperIds: [other], temperature: 0 }),
    ];
    const ids = await call<number[]>("review.ids", {});
    if (ids.length < 5) throw new Error(`The two runs made ${ids.length} QAs; the review and key-QA views need at least 5.`);
    await call("review.bulkDecide", ids.slice(0, 3), "keep");
    await call("review.bulkDecide", ids.slice(3, 5), "drop");
    const question = "Which substrate were the thin films grown on?";
    await call("ask.start", { question, model: String(model.id) });
    let answer: { id: number; question: string } | undefined;
    // Started, then awaited by listing (one request held open for a whole answer could time out on a busy machine).
    while (!(answer = (await call<{ id: number; question: string }[]>("ask.list", { limit: 50 })).find((a) => a.question === question))) await new Promise((resolve) => setTimeout(resolve, 500));
    return { paperId, otherId: other, tablesId: withTables, runIds, answerId: answer.id };
  }

  /** Opens a view in a freshly loaded page, so no state (an open form, a selection) carries over from the last shot. */
  async function visit(hash: string): Promise<void> {
    await page.goto("about:blank");
    await app.go(page, hash);
  }

  /** Waits for the fonts and two frames, so the shot shows the laid-out page. */
  async function settled(): Promise<void> {
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  }

  /** Each view: how to get there and what shows it is ready. */
  const VIEWS: { name: string; open(): Promise<void> }[] = [
    {
      name: "library",
      async open() {
        await visit("#/library");
        await page.getByRole("link", { name: pdfs.truth.title }).first().waitFor();
      },
    },
    {
      name: "paper",
      async open() {
        await visit(`#/paper/${seeded.paperId}`);
        const cards = page.getByRole("listbox", { name: "Key QAs" }).getByRole("option");
        await cards.first().click();
        await page.locator('.pdf-page[data-rendered="true"]').first().waitFor();
        await page.getByTestId("evidence-box").first().waitFor();
        // Why each key QA was picked, in the percentages its badge shows; the first has nothing above it to overlap.
        const why = page.locator(".kqa-why");
        expect(await why.first().textContent()).toMatch(/^Picked for \d+% on its checks \(/);
        expect((await why.allTextContents()).join(" ")).not.toMatch(/overlap with earlier picks|\b\d\.\d\d\b/);
        // Each check's reason counts in words ("its one evidence sentence"), not "1 sentence(s)".
        expect(await page.getByRole("listbox", { name: "Key QAs" }).textContent()).not.toContain("(s)");
      },
    },
    {
      name: "paper-graph",
      async open() {
        await visit(`#/paper/${seeded.paperId}`);
        await page.getByRole("tab", { name: "Graph" }).click();
        await page.locator("#paper-panel-graph").getByTestId("start-run-for-tab").waitFor();
      },
    },
    {
      name: "paper-synthesis",
      async open() {
        await visit(`#/paper/${seeded.otherId}`);
        await page.getByRole("tab", { name: "Synthesis" }).click();
        // Which run found the conditions, by its name ("RetChemQA · <model> · 5 Dec 10:14"), never "Run 2".
        await expect.poll(() => page.locator("#paper-panel-synthesis .pane-hint").textContent()).toMatch(/^RetChemQA · .+ · \d{1,2} [A-Z][a-z]{2} \d\d:\d\d: /);
        expect(await page.locator("#paper-panel-synthesis").textContent()).not.toMatch(/\bRun \d/);
      },
    },
    {
      name: "ask",
      async open() {
        await visit(`#/ask?answer=${seeded.answerId}`);
        await expect.poll(() => page.getByTestId("ask-history").textContent()).toContain("Which substrate");
        await page.locator('[data-testid="ask-text"], [data-testid="ask-refusal"]').first().waitFor();
        // The answer opened from the list says first what it answers.
        const panel = page.getByTestId("ask-answer");
        expect(await panel.locator(":scope > *").first().textContent()).toBe("Which substrate were the thin films grown on?");
        // Earlier answers are dated as runs are ("5 Dec 11:20"), not "Dec 5, 2026, 11:20 AM".
        const facts = await page.locator(".ask-history-facts").first().textContent();
        expect(facts).toMatch(/ \d{1,2} [A-Z][a-z]{2}( \d{4})? \d\d:\d\d$/);
        // The model that answers is named whole in its menu, not cut off mid-word.
        expect(await menuTextCut(page.locator("#ask-model")), "the model's name is cut off").toBeNull();
        await page.locator('.pdf-page[data-rendered="true"]').first().waitFor();
      },
    },
    {
      name: "paper-table",
      async open() {
        await visit(`#/paper/${seeded.tablesId}`);
        await page.getByRole("tab", { name: /Tables/ }).click();
        await page.getByTestId("table-item").first().click();
        await page.getByRole("grid", { name: "Table 1" }).getByRole("gridcell", { name: "Kantarci" }).click();
        await page.locator('.pdf-page[data-rendered="true"]').first().waitFor();
        await page.getByTestId("evidence-box").first().waitFor();
      },
    },
    {
      name: "paper-tables",
      async open() {
        await visit(`#/paper/${seeded.tablesId}`);
        // The page drawn first: a tab clicked while the paper's view is still being put together
        // was once lost on a loaded machine (CI run 99), and the shot needs the page anyway.
        await page.locator('.pdf-page[data-rendered="true"]').first().waitFor();
        await page.getByRole("tab", { name: /Tables/ }).click();
        await page.getByTestId("table-item").nth(2).waitFor();
      },
    },
    {
      name: "runs",
      async open() {
        await visit(`#/runs?run=${seeded.runIds[0]}`);
        await page.getByTestId("run-item").first().waitFor();
        await expect.poll(() => page.getByText(/completed/i).first().isVisible()).toBe(true);
      },
    },
    {
      name: "report",
      async open() {
        await visit(`#/report?run=${seeded.runIds[0]}`);
        await page.getByTestId("report-funnel").locator(".recharts-bar-rectangle").first().waitFor();
      },
    },
    {
      name: "judge-dialog",
      async open() {
        await visit(`#/runs?run=${seeded.runIds[0]}`);
        await page.getByTestId("judge-run").click();
        await expect.poll(() => page.getByTestId("judge-preview").textContent()).toMatch(/to judge|already judged/);
        // The judge model is named whole, its quantization in words included.
        const menu = page.getByTestId("judge-dialog").locator("select").first();
        expect(await menu.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toContain("full precision (F32)");
        expect(await menuTextCut(menu), "the judge model's name is cut off").toBeNull();
      },
    },
    {
      name: "run-form",
      async open() {
        await visit("#/runs");
        await page.getByTestId("open-new-run").click();
        await page.getByTestId("new-run-form").waitFor();
      },
    },
    {
      name: "review-focus",
      async open() {
        await visit("#/review?mode=focus");
        await page.locator('[data-testid="review-focus"]:not([aria-busy="true"])').waitFor();
      },
    },
    {
      name: "review-table",
      async open() {
        await visit("#/review?mode=table");
        await page.getByTestId("review-row").first().waitFor();
      },
    },
    {
      name: "export",
      async open() {
        await visit("#/export");
        await expect.poll(() => page.getByTestId("export-preview").textContent()).toContain('"question"');
      },
    },
    {
      name: "models",
      async open() {
        await visit("#/models");
        await page.getByText(/Demo model/).first().waitFor();
        await expect.poll(() => page.getByText(/Estimating how each model fits/).count()).toBe(0);
        // What the model was added to do, in words, not the stored role.
        const row = page.locator("tr[data-model-id]").first();
        expect(await row.locator("td").last().textContent()).toBe("Generates QAs");
        // Which model this is, in words (the demo file is unquantized), and its checksum one
        // click away, whole, rather than 64 hex digits as the headline of its facts.
        const facts = page.locator(".model-facts");
        // Shot once the header is read (its reading is held and shot in its own test below).
        await expect.poll(() => facts.textContent()).toMatch(/GGUFversion \d+/);
        expect(await facts.textContent()).toContain("full precision (F32)");
        expect(await row.textContent()).toContain("full precision (F32)");
        expect(await facts.textContent()).not.toMatch(/[0-9a-f]{12}/);
        const copy = facts.getByRole("button", { name: "Copy checksum" });
        expect(await copy.getAttribute("title")).toMatch(/^SHA-256 of the model file: [0-9a-f]{64}$/);
        // The file is named by its name; its whole path is a detail lower down, copyable, and the
        // Source's words are set as words, not in the fixed-width face of a path.
        const shown = await facts.evaluate((list) =>
          Object.fromEntries(
            [...list.querySelectorAll("dt")].map((term) => {
              const detail = term.nextElementSibling as HTMLElement;
              return [term.textContent, { text: detail.textContent ?? "", fixedWidth: /mono/.test(getComputedStyle(detail).fontFamily) }];
            }),
          ),
        );
        expect(shown["File"]!.text).toMatch(/^[^/\\]+\.gguf$/);
        expect(shown["Source"]!.fixedWidth, `"${shown["Source"]!.text}" is set as a path`).toBe(false);
        const copyPath = facts.getByRole("button", { name: "Copy path" });
        const whole = (await copyPath.getAttribute("title"))!.replace(/^Copy the whole path: /, "");
        expect(whole).toMatch(/[/\\][^/\\]+\.gguf$/);
        expect(shown["Path"]!.text).toBe(`${whole} · Copy path`);
      },
    },
    {
      name: "settings",
      async open() {
        await visit("#/settings");
        await page.getByRole("heading", { name: /system/i }).first().waitFor();
      },
    },
    {
      name: "settings-judge",
      async open() {
        await visit("#/settings");
        const section = page.getByTestId("settings-judge");
        await section.waitFor();
        await section.evaluate((element) => element.scrollIntoView({ block: "start" }));
      },
    },
  ];

  beforeAll(async () => {
    pdfs = app.seed.pdfs;
    seeded = await seed();
    page = await app.open({ viewport: SIZES[0] });
  });

  for (const theme of THEMES) {
    describe(`${theme} theme`, () => {
      beforeAll(async () => {
        await call("settings.update", { theme });
      });

      for (const view of VIEWS) {
        it(`${view.name}: fits 1440x900 and 1024x700 with no internal names on screen`, async () => {
          const problems: string[] = [];
          // Loaded at one size, then the window is resized to the other: the light theme loads
          // large and shrinks, the dark one loads small and grows, so every view is checked
          // freshly loaded at both sizes and after a resize both ways.
          const [first, second] = theme === "light" ? SIZES : [SIZES[1], SIZES[0]];
          for (const size of [first, second]) {
            await page.setViewportSize(size);
            if (size === first) await view.open();
            await expect.poll(() => page.evaluate(() => document.documentElement.dataset["theme"])).toBe(theme);
            await settled();
            const where = `${view.name} at ${size.width}x${size.height} (${theme})`;
            if (size === second && (await page.locator(".pdf-page").count()) > 0) {
              // The PDF pane draws its pages again at the new size: checked while it does, then
              // shot (and checked again) once the current page is drawn.
              problems.push(...(await layoutProblems(page)).map((problem) => `${where}, while the pages are drawn again: ${problem}`));
              await page.locator('.pdf-page.current[data-rendered="true"]').waitFor();
              await settled();
            }
            await saveScreenshot(page, `${view.name}-${size.width}x${size.height}-${theme}`);
            problems.push(...(await layoutProblems(page)).map((problem) => `${where}: ${problem}`));
            problems.push(...(await cutCells(page)).map((problem) => `${where}: ${problem}`));
            problems.push(...(await cutTexts(page)).map((problem) => `${where}: ${problem}`));
            problems.push(...(await internalNames(page)).map((problem) => `${where}: ${problem}`));
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }

  it("says, in the place of the facts only the header holds, that the model's header is still being read", async () => {
    await page.setViewportSize(SIZES[1]);
    await call("settings.update", { theme: "dark" });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The header's facts are held back, as a large file on a slow disk holds them for seconds.
    await page.route("**/api/call/models.info", async (route) => {
      await held;
      await route.continue();
    });
    try {
      await visit("#/models");
      const facts = page.locator(".model-facts");
      await facts.waitFor();
      const termsAndDetails = () =>
        facts.evaluate((list) => [...list.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]));
      // What the registry recorded is shown at once; the license, which only the header holds, says it is being read.
      const reading = Object.fromEntries(await termsAndDetails());
      expect(reading["License"]).toBe("reading the file header…");
      expect(reading["File"]).toMatch(/\.gguf$/);
      expect(reading["Quantization"]).toContain("full precision (F32)");
      expect(reading["GGUF"]).toBeUndefined();
      // Said once, where the facts will go: no status line above facts already shown.
      expect(await page.locator(".model-info").getByText(/reading the file header/i).count()).toBe(1);
      await settled();
      await saveScreenshot(page, "models-header-reading-1024x700-dark");
      expect(await layoutProblems(page)).toEqual([]);
      expect(await internalNames(page)).toEqual([]);
      release();
      await expect.poll(async () => Object.fromEntries(await termsAndDetails())["GGUF"]).toMatch(/^version \d+ · \d+ tensors/);
      expect(await page.locator(".model-info").getByText(/reading the file header/i).count()).toBe(0);
    } finally {
      release();
      await page.unroute("**/api/call/models.info");
    }
  });

  it("raised no errors in the page along the way", () => {
    expect(app.pageErrors).toEqual([]);
  });
});
