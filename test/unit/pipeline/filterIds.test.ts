import { describe, expect, it } from "vitest";
import { PERPLEXITY_SHIFT_FILTER, QA_FILTER_IDS, RUN_FILTER_METRIC_IDS, type QaFilterId, type QaMetricId } from "../../../src-main/contract/metricIds.ts";
import { METRIC_CATALOG, metricInfo } from "../../../src-main/contract/metricCatalog.ts";
import { QA_FILTERS } from "../../../src-main/core/pipeline/filters/registry.ts";
import { RUN_FILTERS } from "../../../src-main/core/pipeline/filters/runFilters.ts";
import { strategies } from "../../../src-main/core/pipeline/strategies/index.ts";

// The filter and metric ids are one typed list in contract/metricIds.ts: the registry, the methods'
// filter lists and the catalog a person reads them through all name the same ids.
describe("the filter and metric ids", () => {
  it("are the registry's filters, in its order, and the run filter's metrics", () => {
    expect(QA_FILTERS.map((f) => f.name)).toEqual([...QA_FILTER_IDS]);
    expect(RUN_FILTERS.flatMap((f) => f.metrics)).toEqual([...RUN_FILTER_METRIC_IDS]);
    expect(QA_FILTERS.find((f) => f.needs.includes("scorer"))?.name).toBe(PERPLEXITY_SHIFT_FILTER);
  });

  it("each have a catalog entry a view can show, and every method lists only those ids", () => {
    for (const id of [...QA_FILTER_IDS, ...RUN_FILTER_METRIC_IDS]) expect(metricInfo(id).label, id).not.toBe(id);
    expect(METRIC_CATALOG.filter((m) => m.level === "qa").map((m) => m.id)).toEqual(expect.arrayContaining([...QA_FILTER_IDS]));
    for (const strategy of Object.values(strategies)) for (const f of strategy.filters) expect(QA_FILTER_IDS).toContain(f.name);
  });

  it("refuse a misspelt id at compile time", () => {
    // @ts-expect-error "dSePer" is not a filter id: the filter is "dseper".
    const misspelt: QaFilterId = "dSePer";
    // @ts-expect-error nor is the run option's name a metric id.
    const option: QaMetricId = "perplexityShift";
    expect([misspelt, option].every((name) => !(QA_FILTER_IDS as readonly string[]).includes(name))).toBe(true);
  });
});
