import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { listAnnotations } from "../../../src-main/core/db/repositories/annotations.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("the reviewer name from the settings", () => {
  it("is the name decisions are stored under and the one the queues count; the library counts every reviewer", async () => {
    const core = createCore({ dataDir: tempDir() });
    try {
      const { services } = core;
      const seed = seedReviewLibrary(core.db(), 1, 2);
      const events: AppEvent[] = [];
      core.events.subscribe((e) => events.push(e));

      await services.review.bulkDecide(seed.qaIds, "keep");
      expect(listAnnotations(core.db(), seed.qaIds[0]!)).toMatchObject([{ reviewer: "me", decision: "keep" }]);
      expect((await services.library.browse()).papers[0]).toMatchObject({ reviewed: 2, status: "reviewed" });

      await services.settings.update({ reviewer: "ana" });
      expect(await services.review.counts()).toMatchObject({ kept: 0, pending: 2 });
      // "me"'s decisions still stand for the paper: a new reviewer does not make it unreviewed.
      expect((await services.library.browse()).papers[0]).toMatchObject({ reviewed: 2, status: "reviewed" });
      await services.review.annotate(seed.qaIds[1]!, { decision: "drop" });
      expect(listAnnotations(core.db(), seed.qaIds[1]!).map((a) => [a.reviewer, a.decision])).toEqual([
        ["ana", "drop"],
        ["me", "keep"],
      ]);
      expect(events.map((e) => e.type)).toEqual(["review.changed", "settings.changed", "review.changed"]);
    } finally {
      await core.closeAsync();
    }
  });
});
