import { afterEach, describe, expect, it } from "vitest";
import { datasetCard, type CardFacts } from "../../../../src-main/core/export/formats/datasetCard.ts";
import { methodCitations } from "../../../../src-main/core/export/formats/methodCitations.ts";
import { methodFilters, runFilterNames } from "../../../../src-main/core/pipeline/filters/methodFilters.ts";
import { QA_FILTERS } from "../../../../src-main/core/pipeline/filters/registry.ts";
import { RUN_FILTERS, runFiltersFor } from "../../../../src-main/core/pipeline/filters/runFilters.ts";
import { strategies } from "../../../../src-main/core/pipeline/strategies/index.ts";
import { sciqagStrategy } from "../../../../src-main/core/pipeline/strategies/sciqag/sciqagStrategy.ts";
import type { Strategy } from "../../../../src-main/core/pipeline/strategies/Strategy.ts";
import { defaultSettings } from "../../../../src-main/core/settings/defaultSettings.ts";
import { runCli } from "../../../../src-main/server/cli/main.ts";

// A method plugs in by its folder and one registry line: whatever lists methods (the command
// line's help, the dataset card's citations, the filters a method is offered, the run-level
// filters the judge stage runs) reads the registry or what each strategy declares, never a list
// written by hand. These tests fail when a registered strategy lacks what those places need.

async function generateHelp(): Promise<string> {
  let stdout = "";
  const code = await runCli(["generate", "--help"], { stdout: (t) => void (stdout += t), stderr: () => {}, env: {} });
  expect(code).toBe(0);
  return stdout;
}

const facts: CardFacts = {
  splits: { train: { qas: 0, papers: 0 }, validation: { qas: 0, papers: 0 }, test: { qas: 0, papers: 0 } },
  splitOf: new Map(),
  parquetBytes: { train: 0, validation: 0, test: 0 },
  duplicatesRemoved: 0,
  options: {},
};

describe("every registered strategy has what the places that list methods need", () => {
  it("a citation with a BibTeX entry under its own key, which the dataset card cites", () => {
    const card = datasetCard([], facts);
    for (const strategy of Object.values(strategies)) {
      expect(strategy.citation.key, strategy.name).toMatch(/^\w+$/);
      expect(strategy.citation.bibtex, strategy.name).toMatch(new RegExp(`^@\\w+\\{${strategy.citation.key},\\n[\\s\\S]*\\btitle = \\{[^}]+[\\s\\S]*\\}$`));
      // Cited once for its QAs, and in the card (which cites every method when no QA names one).
      expect(methodCitations(new Set([strategy.name]))).toEqual([strategy.citation]);
      expect(card).toContain(strategy.citation.bibtex);
    }
  });

  it("methods of one paper share one entry: a key is never given two different entries, and the card cites it once", () => {
    const byKey = new Map<string, string>();
    for (const { citation } of Object.values(strategies)) {
      expect(byKey.get(citation.key) ?? citation.bibtex).toBe(citation.bibtex);
      byKey.set(citation.key, citation.bibtex);
    }
    expect(methodCitations(new Set(Object.keys(strategies))).map((c) => c.key)).toEqual([...byKey.keys()]);
    // ccqg and kgqa follow the same paper.
    expect(methodCitations(new Set(["ccqg", "kgqa"]))).toHaveLength(1);
  });

  it("a line of its own in generate --help", async () => {
    const text = await generateHelp();
    for (const strategy of Object.values(strategies)) expect(text).toMatch(new RegExp(`^\\s+${strategy.name}\\s+\\S`, "m"));
  });

  it("filters and run-level filters that the registries hold, every method-only filter listed by some method, every run-level filter named by one", () => {
    const qaFilters = QA_FILTERS.map((f) => f.name);
    const runFilters = RUN_FILTERS.map((f) => f.id);
    for (const strategy of Object.values(strategies)) {
      for (const f of strategy.filters) expect(qaFilters, `${strategy.name} lists ${f.name}`).toContain(f.name);
      for (const id of strategy.runFilters ?? []) expect(runFilters, `${strategy.name} names ${id}`).toContain(id);
    }
    for (const f of QA_FILTERS.filter((f) => f.onlyWhereListed)) {
      expect(Object.values(strategies).some((s) => s.filters.some((own) => own.name === f.name)), `no method lists ${f.name}`).toBe(true);
    }
    for (const f of RUN_FILTERS) expect(Object.values(strategies).some((s) => s.runFilters?.includes(f.id)), `no method names ${f.id}`).toBe(true);
  });

  it("the default strategy of a fresh library is registered", () => {
    expect(Object.keys(strategies)).toContain(defaultSettings().defaultStrategy);
  });
});

describe("a new strategy plugs in by one registry entry", () => {
  const name = "plugged";
  // A new method as its folder would declare it: its own name, paper, a method-only filter it
  // lists, and a run-level filter of the registry.
  const plugged: Strategy = {
    ...(sciqagStrategy as unknown as Strategy),
    name,
    label: "Plugged-QA",
    description: "writes QAs as a method added after the others",
    citation: { key: "plugged2026", bibtex: "@misc{plugged2026,\n  title = {A Method Added Later}\n}" },
    filters: [...sciqagStrategy.filters, { name: "answer-length", source: "paper", why: "Its paper asks for answers of a set length." }],
    runFilters: [RUN_FILTERS[0]!.id],
  };

  afterEach(() => {
    delete strategies[name];
  });

  // (generate --help is built from the registry as the command loads; the test above holds it to every entry.)
  it("is cited by the dataset card, offered its filters, and gets its run-level filters", () => {
    strategies[name] = plugged;
    expect(datasetCard([], facts)).toContain(plugged.citation.bibtex);
    expect(methodCitations(new Set([name]))).toEqual([plugged.citation]);
    expect(methodFilters(plugged).find((f) => f.name === "answer-length")).toMatchObject({ on: true, source: "paper" });
    expect(runFilterNames(plugged)).toContain("answer-length");
    expect(runFiltersFor(name)).toEqual([RUN_FILTERS[0]]);
    // A method that does not list a method-only filter is neither offered it nor given run-level filters.
    expect(() => runFilterNames(sciqagStrategy as unknown as Strategy, ["answer-length"])).toThrow(/answer-length/);
    expect(runFiltersFor("sciqag")).toEqual([]);
    expect(runFiltersFor("imported")).toEqual([]);
  });
});
