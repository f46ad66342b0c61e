import { describe, expect, it } from "vitest";
import { defaultFilterNames } from "../../../src-main/contract/methodFilters.ts";
import { filtersNamed, runFilterNames } from "../../../src-main/core/pipeline/filters/methodFilters.ts";
import { QA_FILTERS } from "../../../src-main/core/pipeline/filters/registry.ts";
import { describeStrategies } from "../../../src-main/core/pipeline/describeStrategies.ts";
import { getStrategy } from "../../../src-main/core/pipeline/strategies/index.ts";

// Each method runs the filters its paper has (issue 26): extras are offered, off, unless the
// method's card says why one is on; the card lists exactly what a run of it applies.

const info = (name: string) => describeStrategies().find((s) => s.name === name)!;
const on = (name: string) => info(name).filters.filter((f) => f.on && f.choosable).map((f) => f.name);

describe("method-faithful filters", () => {
  it("runs SciQAG's own regex filter, and near-duplicates because it reads long papers in groups; definitions, numbers and dSePer are offered, off", () => {
    expect(on("sciqag")).toEqual(["context-dependence", "near-duplicate", "evidence-found"]);
    const filters = info("sciqag").filters;
    expect(filters.find((f) => f.name === "context-dependence")).toMatchObject({ source: "paper", why: expect.stringContaining("regular expressions") });
    expect(filters.find((f) => f.name === "near-duplicate")).toMatchObject({ source: "extra", why: expect.stringContaining("groups of sections") });
    for (const name of ["definitional", "numeric-source", "dseper"]) expect(filters.find((f) => f.name === name), name).toMatchObject({ on: false, source: "extra" });
    // Checks only CCQG's QAs carry what they need for are not offered to SciQAG.
    expect(filters.map((f) => f.name)).not.toContain("answer-length");
  });

  it("gives dSePer to ScIRGen alone, CCQG its reference and SelfCheck filters, ChemLit-QA its judge's", () => {
    expect(on("scirgen")).toContain("dseper");
    for (const s of describeStrategies().filter((s) => s.name !== "scirgen")) expect(on(s.name), s.name).not.toContain("dseper");
    expect(on("ccqg")).toEqual(["context-dependence", "evidence-found", "answer-length", "self-consistency"]);
    expect(info("chemlit").filters.filter((f) => !f.choosable)).toEqual([
      expect.objectContaining({ name: "faithfulness", needs: "judge" }),
      expect.objectContaining({ name: "answer-relevancy", needs: "judge" }),
    ]);
    for (const s of describeStrategies()) {
      expect(on(s.name), s.name).not.toContain("definitional");
      // Every filter on by default says why; an extra says why it is on for this method.
      for (const f of s.filters.filter((x) => x.on)) expect(f.why.length, `${s.name} ${f.name}`).toBeGreaterThan(40);
    }
  });

  it("runs exactly what the card lists, in the registry's order, and refuses a filter the method cannot run", () => {
    for (const s of describeStrategies()) {
      const names = runFilterNames(getStrategy(s.name));
      expect(names, s.name).toEqual(defaultFilterNames(s.filters));
      expect(filtersNamed(names).map((f) => f.name)).toEqual(names);
    }
    expect(runFilterNames(getStrategy("sciqag"), ["numeric-source", "context-dependence"])).toEqual(["context-dependence", "numeric-source"]);
    // The older run option still turns dSePer on or off.
    expect(runFilterNames(getStrategy("sciqag"), undefined, true)).toContain("dseper");
    expect(runFilterNames(getStrategy("scirgen"), undefined, false)).not.toContain("dseper");
    expect(() => runFilterNames(getStrategy("sciqag"), ["answer-length"])).toThrow(expect.objectContaining({ name: "UnknownFilterError", message: expect.stringContaining("SciQAG") }));
    // A run stored before filters were chosen keeps applying them all.
    expect(filtersNamed(undefined)).toEqual(QA_FILTERS);
  });
});
