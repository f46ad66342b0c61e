import path from "node:path";
import { describe, expect, it } from "vitest";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { SHARED_PAPERS, sharedAvailable } from "../support/sharedFixtures.ts";
import { useTinyModelLibrary } from "./support/tinyModelLibrary.ts";

const available = sharedAvailable(SHARED_PAPERS);

describe.skipIf(!available)("generating from a real shared paper", () => {
  const library = useTinyModelLibrary({ papers: async () => [path.join(SHARED_PAPERS, "05-pfhub-phasefield-jors2019-proof.pdf")], sequences: 3 });

  for (const strategy of ["sciqag", "chemlit", "retchem"]) {
    it(`${strategy} completes every item and every evidence span quotes the paper exactly`, async () => {
      const { db } = library;
      const { runId, items } = library.startRun({ strategy, seed: 2 });
      const port = await library.port({ seed: 2, lanes: 2 });
      const final = await executeRun(db, runId, port, { scorer: port });
      expect(final).toMatchObject({ status: "completed", done: items, failed: 0 });
      const qas = listQaItemsForRun(db, runId);
      expect(qas.length).toBeGreaterThan(0);
      for (const qa of qas) {
        library.expectExactSpans(library.paperIds[0]!, qa.evidence.filter((e) => e.passageId !== null), { onSentences: false });
        expect(listScores(db, qa.id).length).toBeGreaterThanOrEqual(5);
      }
    });
  }
});
