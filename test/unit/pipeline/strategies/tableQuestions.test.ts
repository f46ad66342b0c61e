import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LibraryDatabase } from "../../../../src-main/core/db/openDatabase.ts";
import { describeStrategies } from "../../../../src-main/core/pipeline/describeStrategies.ts";
import { strategies } from "../../../../src-main/core/pipeline/strategies/index.ts";
import { strategyTools } from "../../../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import { loadPaperForGeneration } from "../../../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { buildPaperContext } from "../../../../src-main/core/pipeline/strategies/paperContext.ts";
import type { PaperForGeneration } from "../../../../src-main/core/pipeline/strategies/paperForGeneration.ts";
import { fitsContext } from "../../../../src-main/core/pipeline/strategies/shared/requestSize.ts";
import { planTableItems, readScope } from "../../../../src-main/core/pipeline/strategies/shared/tableItems.ts";
import { sliceTable } from "../../../../src-main/core/pipeline/strategies/shared/tableSlices.ts";
import { libraryForFile } from "../../../support/libraryEachTest.ts";
import { storeTablePaper } from "../../../support/tableLibrary.ts";
import { writeTablePaper } from "../../../support/tablePaper.ts";

// The "Questions from tables" option on every method, and each method's own choice of showing the
// paper's tables, on the table paper as the library stores it. No model: plans, labels, the paper
// text a prompt gets and the checks before a run.

let db: LibraryDatabase;
let paper: PaperForGeneration;

libraryForFile(async (opened, dir) => {
  db = opened;
  const printed = await writeTablePaper(path.join(dir, "tables.pdf"));
  paper = loadPaperForGeneration(db, storeTablePaper(db, "methods", printed).paperId);
});

const words = (text: string) => Math.ceil(text.length / 4);

describe("questions from tables", () => {
  it("is one option of every method, off by default, adding an item per table with readable rows", () => {
    for (const strategy of Object.values(strategies)) {
      const off = strategy.plan(paper, strategy.settingsSchema.parse({}), strategyTools);
      const on = strategy.plan(paper, strategy.settingsSchema.parse({ tableQuestions: true }), strategyTools);
      expect(off.filter((i) => i.kind === "table"), strategy.name).toEqual([]);
      // Table 1 and Table 3; Table 2 is a picture and has no rows to ask about.
      const tables = on.filter((i) => i.kind === "table");
      expect(tables.map((i) => strategy.itemLabel(i)), strategy.name).toEqual(["Table 1, rows 2–23", "Table 3, rows 1–4"]);
      expect(on.length - tables.length).toBe(off.length);
      expect(strategy.typeNames?.["table-value"], strategy.name).toBe("Table value");
    }
    const card = describeStrategies().find((s) => s.name === "chemlit")!;
    expect(card.settings).toMatchObject({ properties: { tableQuestions: { type: "boolean", default: false, title: "Questions from tables" } } });
  });

  it("sends a table too long for the context a few rows per request, every row once, and says so before a run", () => {
    const sciqag = strategies.sciqag!;
    const settings = sciqag.settingsSchema.parse({ tableQuestions: true, maxTokens: 256 });
    const findings = sciqag.checkFit(paper, settings, { contextSize: 2048, countTokens: words }, strategyTools, { paperName: "Tables", maxContextSize: 8192 });
    const split = findings.find((f) => f.code === "table-split")!;
    expect(split.message).toMatch(/^"Tables": Table 1, rows 2–23 would be asked about in \d+ requests of a few rows each to fit the 2,048-token context, so its questions compare only rows sent together\.$/);
    expect(split.fix).toBe('Set "Context size" higher (under Advanced) to send the whole table at once.');
    expect(findings.filter((f) => f.code === "table-shortened" || f.code === "table-does-not-fit")).toEqual([]);
    expect(sciqag.checkFit(paper, settings, { contextSize: 8192, countTokens: words }, strategyTools, { paperName: "Tables", maxContextSize: 8192 }).filter((f) => f.code.startsWith("table-"))).toEqual([]);

    const item = planTableItems(paper)[0]!;
    const budget = { contextSize: 2048, countTokens: words };
    const { slices, left } = sliceTable(paper, readScope(item.scope), budget);
    expect(left).toBe(0);
    expect(slices.length).toBeGreaterThan(1);
    // Every row of the item in exactly one request, in order, each request within the context.
    const table = paper.tables!.find((t) => t.index === readScope(item.scope).table)!;
    expect(slices.flatMap((s) => s.shown.map((r) => r.passageId))).toEqual(table.rows.map((r) => r.id));
    for (const slice of slices) {
      expect(fitsContext(budget, slice, slice.maxTokens)).toBe(true);
      expect(slice.prompt).toContain("Columns: ");
      expect(slice.prompt).toMatch(/\(\d+ of these 21 rows are shown here; the others are asked about separately\.\)/);
      expect(slice.count).toBeLessThanOrEqual(2 * slice.shown.length);
      expect(slice.shown[0]!.id).toBe("S1");
    }
    // A context that holds the whole table: one request of four pairs, worded as before.
    const whole = sliceTable(paper, readScope(item.scope), { contextSize: 8192, countTokens: words }).slices;
    expect(whole).toHaveLength(1);
    expect(whole[0]).toMatchObject({ count: 4, maxTokens: 1024 });
    expect(whole[0]!.prompt).not.toContain("asked about separately");
  });

  it("leaves out a row too long to send even alone, asks about the others, and names the context it needs", () => {
    // One row counted as far longer than the others, as a row of a very wide table would be.
    const countTokens = (text: string) => words(text) + (text.includes("Study: Kantarci") ? 5000 : 0);
    const item = planTableItems(paper)[0]!;
    const { slices, left, neededTokens } = sliceTable(paper, readScope(item.scope), { contextSize: 2048, countTokens });
    expect(left).toBe(1);
    expect(neededTokens).toBeGreaterThan(5000);
    const sent = slices.flatMap((s) => s.shown.map((r) => r.text));
    expect(sent).toHaveLength(20);
    expect(sent.some((t) => t.includes("Kantarci"))).toBe(false);
    const sciqag = strategies.sciqag!;
    const findings = sciqag.checkFit(paper, sciqag.settingsSchema.parse({ tableQuestions: true }), { contextSize: 2048, countTokens }, strategyTools, { paperName: "Tables", maxContextSize: 32768 });
    const shortened = findings.find((f) => f.code === "table-shortened")!;
    expect(shortened.message).toBe('"Tables": Table 1, rows 2–23 would be shown only in part: 1 of its rows is too long for the 2,048-token context even alone, and gets no questions.');
    expect(shortened.fix).toBe(`Set "Context size" to at least ${neededTokens.toLocaleString("en-US")} tokens (under Advanced) to show every row.`);
  });

  it("a table no row of which fits says to raise the context, or at the model's largest, to pick a longer-context model", () => {
    // Every row counted as far longer than the 2,048-token context holds.
    const countTokens = (text: string) => words(text) + (/Study: /.test(text) ? 5000 : 0);
    const scope = readScope(planTableItems(paper)[0]!.scope);
    const failure = (budget: Parameters<typeof sliceTable>[2]) => {
      try {
        sliceTable(paper, scope, budget);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(failure({ contextSize: 2048, countTokens, maxContextSize: 32_768 })).toMatch(/its longest row alone needs about [\d,]+\. Raise "Context size"\.$/);
    const atLimit = failure({ contextSize: 2048, countTokens, maxContextSize: 2048 });
    expect(atLimit).toMatch(/its longest row alone needs about [\d,]+\. This model takes at most 2,048 tokens: pick a model with a longer context\.$/);
    expect(atLimit).not.toMatch(/Raise/);
  });

  it("advises a longer context only when the model takes one, and says how much a row needs", () => {
    const sciqag = strategies.sciqag!;
    const settings = sciqag.settingsSchema.parse({ tableQuestions: true });
    const check = (contextSize: number, maxContextSize: number | null) =>
      sciqag.checkFit(paper, settings, { contextSize, countTokens: words }, strategyTools, { paperName: "Tables", maxContextSize }).filter((f) => f.code.startsWith("table-"));
    // A context too small for one row beside the instructions and the answer, on a model that takes more: the size to set.
    const raisable = check(512, 8192).find((f) => f.code === "table-does-not-fit")!;
    expect(raisable.fix).toMatch(/^Set "Context size" to at least [\d,]+ tokens \(under Advanced\)\.$/);
    const needed = Number(/at least ([\d,]+)/.exec(raisable.fix!)![1]!.replace(/,/g, ""));
    expect(needed).toBeGreaterThan(512);
    // The same context on a model that takes no more: no setting helps.
    for (const f of check(512, 512)) expect(f.fix).toMatch(/^This model takes at most 512 tokens.*a model with a longer context/);
    // With the size it named, the row fits.
    expect(check(needed, 8192).filter((f) => f.code === "table-does-not-fit")).toEqual([]);
  });
});

describe("each method's own prompts and the paper's tables", () => {
  it("RetChemQA's show each table after the body under its caption, every row a numbered sentence; the others' show none", () => {
    const shown = Object.fromEntries(describeStrategies().map((s) => [s.name, s.tables.shown]));
    expect(shown).toEqual({ sciqag: false, chemlit: false, retchem: true, scirgen: false, ccqg: false, kgqa: false });
    for (const s of describeStrategies()) expect(s.tables.why.length, s.name).toBeGreaterThan(80);

    const withTables = buildPaperContext({ ...paper, tablesInText: true }, Number.POSITIVE_INFINITY, words);
    expect(withTables.text).toContain("## Table 1. General information for the included studies\n");
    const kantarci = withTables.sentences.find((s) => s.text.includes("Study: Kantarci"))!;
    expect(withTables.text).toContain(`[${kantarci.id}] Caucasian populations — Study: Kantarci; Year: 2003`);
    expect(withTables.includedSections).toContain("Table 3. Pooled odds ratios under each genetic model");
    expect(withTables.passageIds).toContain(kantarci.passageId);

    const body = buildPaperContext(paper, Number.POSITIVE_INFINITY, words);
    expect(body.text).not.toContain("Kantarci");
    expect(body.sentences.length).toBe(withTables.sentences.length - 25);
  });
});
