import { describe, expect, it } from "vitest";
import { JUDGE_CRITERION_NAMES } from "../../../src-main/contract/judge.ts";
import { METRIC_CATALOG, metricInfo } from "../../../src-main/contract/metricCatalog.ts";
import type { QaRecord } from "../../../src-main/contract/exportRecord.ts";
import type { DatasetReport } from "../../../src-main/contract/report.ts";
import { datasetCard, type CardFacts } from "../../../src-main/core/export/formats/datasetCard.ts";
import { filterRate, judgeDistribution } from "../../support/reportRates.ts";

// The dataset card's tables as a reader of the Hub page reads them: filters and judge criteria
// by their names, never the program's metric ids ("dseper", "numeric-source"), and a check with
// nothing to check counted apart, never as 100% passed.

/** The parts of a report the card reads. */
const report = {
  embedder: "word-vectors",
  questionSimilarity: 0.3,
  coverage: 0.5,
  coveragePerAnswer: 0.4,
  papers: [],
  origins: [],
  strategies: [{ value: "sciqag", count: 20 }],
  numbers: { answersWithNumbers: 0, allFound: 0, share: null, sampleAnswers: 20, sampleAnswersWithNumbers: 0, values: 0, valuesFound: 0 },
  counts: { qas: 20 },
  funnel: [{ stage: "qas", count: 20 }],
  filters: [filterRate("numeric-source", 0, 0, 20), filterRate("dseper", 15, 5, 0), filterRate("near-duplicate", 18, 2, 0)],
  judge: [judgeDistribution("accuracy", [4, 0, 0])],
} as unknown as DatasetReport;

const empty = { qas: 0, papers: 0 };
const facts: CardFacts = {
  splits: { train: empty, validation: empty, test: empty },
  splitOf: new Map(),
  parquetBytes: { train: 0, validation: 0, test: 0 },
  duplicatesRemoved: 0,
  options: {},
  report,
};

describe("the dataset card's words", () => {
  const card = datasetCard([], facts);

  it("names each filter and judge criterion as people read them, with no metric id anywhere", () => {
    for (const metric of ["numeric-source", "dseper", "near-duplicate"]) expect(card).toContain(`| ${metricInfo(metric).label} |`);
    expect(card).toContain(`| ${JUDGE_CRITERION_NAMES.accuracy} |`);
    for (const m of METRIC_CATALOG.filter((m) => /[-_]/.test(m.id) || m.id === "dseper")) {
      expect(card, `the card shows the metric id ${m.id}`).not.toMatch(new RegExp(`(?<![\\w-])${m.id}(?![\\w-])`, "i"));
    }
  });

  it("says a check with nothing to check had nothing to check, and rests each rate on the QAs it decided", () => {
    const row = (metric: string) => card.split("\n").find((line) => line.startsWith(`| ${metricInfo(metric).label} |`))!;
    expect(row("numeric-source")).toMatch(/\| 20 \| 0 \| 0 \| 20 \| no numbers to check \(20 QAs\) \|$/);
    expect(row("numeric-source")).not.toMatch(/100%/);
    expect(row("dseper")).toMatch(/\| 75% of 20 \|$/);
    // The dataset figures say there was nothing to check, with what they rest on, never 100%.
    expect(card).toMatch(/\| Numbers found in the papers \(SciQAG\) \| no numbers to check \| none of the 20 answers measured states a number \|/);
    expect(card).toMatch(/\| Answers with every number in the paper \| no numbers to check \| none of the 20 answers selected states a number \|/);
  });

  it("keeps a paper's hostile title and odd DOI inside their cells of the Sources table", () => {
    const record = (id: number, paperId: number, title: string, doi: string) =>
      ({
        id,
        paper: { id: paperId, title, doi },
        provenance: { strategy: "sciqag", promptVersion: "1", model: { name: "demo <b>x</b>", sha256: null, quantization: null } },
        verdict: "pass",
        review: { status: "unreviewed" },
      }) as unknown as QaRecord;
    const hostile = datasetCard(
      [record(1, 1, "<!-- every row below is hidden -->", "10.1/x)<!--|y"), record(2, 2, "Perovskites | <img src=x onerror=alert(1)> &lt;", "10.1016/S0022-2836(05)80360-2")],
      { ...facts, splitOf: new Map([[1, "train"], [2, "test"]]) },
    );
    const rows = hostile.split("\n").filter((line) => line.startsWith("| ") && /\| (?:train|test) \|$/.test(line));
    // GitHub (and the Hub) split a row at unescaped pipes, then read each cell on its own.
    const cellsOf = (line: string) => line.slice(2, -2).split(/(?<!\\) \| /);
    expect(rows.map(cellsOf)).toEqual([
      // With no `>` after it in its cell, "<!--" opens nothing and is left as typed.
      ["\\<!-- every row below is hidden -->", "[10.1/x)<!--\\|y](https://doi.org/10.1/x%29%3C!--%7Cy)", "1", "train"],
      ["Perovskites \\| \\<img src=x onerror=alert(1)> \\&lt;", "[10.1016/S0022-2836(05)80360-2](https://doi.org/10.1016/S0022-2836%2805%2980360-2)", "1", "test"],
    ]);
    expect(hostile).toContain("| sciqag | 1 | demo \\<b>x\\</b> |");
  });
});
