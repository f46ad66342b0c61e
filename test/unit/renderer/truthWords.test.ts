import { describe, expect, it } from "vitest";
import type { RunSummary } from "../../../src-main/contract/pipeline.ts";
import { readableScale } from "../../../src-renderer/src/features/paper/paneRules.ts";
import { chooseSelection, selectionParams, selectionValue } from "../../../src-renderer/src/features/report/reportSelection.ts";
import { importedFields } from "../../../src-renderer/src/features/review/importedFields.ts";
import { componentState, componentStateClass } from "../../../src-renderer/src/features/system/componentWords.ts";
import { shareOf } from "../../../src-renderer/src/shared/format.ts";

// The renderer's pure rules behind issue 37's screens: an imported row's fields in words, where
// the report opens, a reviewed share that is never "0%" for some, the zoom Ask opens a cited
// sentence at, and "none" rather than "ok" for a GPU that is not there.

describe("an imported QA's other fields, as Review shows them", () => {
  it("names fields in words and writes values as they read, not as the file stores them", () => {
    // One ChemLit-QA test-split row's extra columns, as import-qas keeps them.
    const row = {
      index: "1050",
      A_start_end: "[[230, 510], [511, 771]]",
      Cluster_labels: "['Biomedical engineering and technology', 'Regenerative medicine']",
      "Answer Relevancy Scores_gpt-4o": "1.0",
      "Question Faithfulness Scores_gpt-4o": "0.9463887564485952",
      SE_penalized: "1.1102230246251563e-16",
      Keywords: "['why']",
      Difficulty: "Hard",
    };
    expect(importedFields(row)).toEqual([
      { name: "Index", value: "1050" },
      { name: "A start end", value: "230–510; 511–771" },
      { name: "Cluster labels", value: "Biomedical engineering and technology, Regenerative medicine" },
      { name: "Answer relevancy scores gpt 4o", value: "1" },
      { name: "Question faithfulness scores gpt 4o", value: "0.946" },
      { name: "SE penalized", value: "0" },
      { name: "Keywords", value: "why" },
      { name: "Difficulty", value: "Hard" },
    ]);
    expect(importedFields({ note: "[not a list" })).toEqual([{ name: "Note", value: "[not a list" }]);
    expect(importedFields({ quoted: `["it's", "b"]` })).toEqual([{ name: "Quoted", value: "it's, b" }]);
    expect(importedFields(null)).toEqual([]);
  });
});

describe("where the Report view opens", () => {
  const run = (id: number, total: number, strategy = "sciqag") => ({ id, strategy, qas: { total, accepted: 0, rejected: 0 } }) as unknown as RunSummary;
  const none = new URLSearchParams();

  it("opens on the run with the most QAs, not the newest, unless the address names one", () => {
    // Newest first, as listRuns gives them: one kept Ask answer, the import, a SciQAG run.
    const runs = [run(5, 1, "asked"), run(4, 211, "imported"), run(1, 20)];
    expect(chooseSelection(none, runs)).toEqual({ kind: "run", runId: 4 });
    expect(chooseSelection(none, [run(3, 10), run(2, 10)])).toEqual({ kind: "run", runId: 3 });
    expect(chooseSelection(new URLSearchParams("run=5"), runs)).toEqual({ kind: "run", runId: 5 });
    expect(chooseSelection(new URLSearchParams("strategy=sciqag"), runs)).toEqual({ kind: "strategy", strategy: "sciqag" });
    expect(chooseSelection(new URLSearchParams("all=1"), runs)).toEqual({ kind: "all" });
    expect(chooseSelection(none, [])).toBeNull();
  });

  it("round-trips every choice of its menu through the address", () => {
    for (const selection of [{ kind: "run", runId: 4 }, { kind: "strategy", strategy: "ccqg" }, { kind: "all" }] as const) {
      expect(chooseSelection(new URLSearchParams(selectionParams(selectionValue(selection))), [])).toEqual(selection);
    }
  });
});

describe("a share of a whole in words", () => {
  it("says 'under 1%' for a start and 'over 99%' short of the end, 0% and 100% only when exact", () => {
    expect(shareOf(2, 392)).toBe("under 1%");
    expect(shareOf(1, 256)).toBe("under 1%");
    expect(shareOf(0, 392)).toBe("0%");
    expect(shareOf(391, 392)).toBe("over 99%");
    expect(shareOf(392, 392)).toBe("100%");
    expect(shareOf(43, 90)).toBe("48%");
    expect(shareOf(1, 0)).toBe("—");
  });
});

describe("the zoom Ask opens a cited sentence at", () => {
  // A two-column page 595 pt wide fitted to a 430 px pane (0.72), and an 8 pt line of one column.
  const line = (y: number, x = 60, w = 250) => ({ x, y, w, h: 8 });

  it("draws the cited lines about 14 px tall, within the pane's width, never below the page's fit", () => {
    expect(readableScale([line(100), line(110)], 0.72, 600)).toBeCloseTo(14 / 8);
    // A line as wide as the pane allows at 1.72 caps the zoom there, so the sentence stays whole across the pane.
    expect(readableScale([line(100, 40, 500)], 0.72, 430)).toBeCloseTo(430 / 500);
    expect(readableScale([{ x: 60, y: 100, w: 250, h: 30 }], 0.72, 430)).toBe(0.72);
    expect(readableScale([], 0.72, 430)).toBe(0.72);
    expect(readableScale([{ x: 60, y: 100, w: 20, h: 2 }], 0.72, 4000)).toBe(2.5);
  });
});

describe("a component's state in the System table", () => {
  it("says 'none' in plain colour for a GPU backend that is not there, never a green 'ok'", () => {
    expect([componentState({ ok: true, absent: true }), componentStateClass({ ok: true, absent: true })]).toEqual(["none", "muted"]);
    expect([componentState({ ok: true }), componentStateClass({ ok: true })]).toEqual(["ok", "ok"]);
    expect([componentState({ ok: false, absent: true }), componentStateClass({ ok: false })]).toEqual(["problem", "error"]);
  });
});
