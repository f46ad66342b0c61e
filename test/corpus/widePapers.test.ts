import { describe, it } from "vitest";
import { SHARED_PAPERS_WIDE, sharedAvailable } from "../support/sharedFixtures.ts";
import { expectCorpusBars } from "./corpusBars.ts";
import { printCorpus, readTruth, scoreCorpus } from "./corpusTable.ts";

const available = sharedAvailable(SHARED_PAPERS_WIDE);

// The reader is measured on papers it was not tuned on; these 16 span publishers and layouts
// (RSC, ACS, Wiley, MDPI, BMC, Elsevier, eLife, PLOS, Frontiers, Hindawi, SciELO, preprints).
describe.skipIf(!available)("reading a wider set of publishers and layouts", () => {
  it("meets the bar over the whole set (tables printed below)", async () => {
    const scores = await scoreCorpus(SHARED_PAPERS_WIDE, readTruth(SHARED_PAPERS_WIDE));
    const sum = printCorpus("Corpus quality over ../shared/fixtures/papers-wide (truth.json)", scores);
    expectCorpusBars(sum);
  });
});
