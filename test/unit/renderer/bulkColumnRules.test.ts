import { describe, expect, it } from "vitest";
import { bulkColumnFits } from "../../../src-renderer/src/features/review/bulkColumnFits.ts";
import { orderAfterClick } from "../../../src-renderer/src/features/review/bulkSorting.ts";
import { fitColumns } from "../../../src-renderer/src/features/review/fitColumns.ts";
import { ariaSortOf } from "../../../src-renderer/src/shared/ariaSort.ts";

describe("the review table's columns", () => {
  it("put the chosen score columns right after the verdict, in the order chosen", () => {
    const ids = bulkColumnFits(["numeric-source", "dseper"]).map((c) => c.id);
    expect(ids.slice(ids.indexOf("verdict"), ids.indexOf("decision") + 1)).toEqual(["verdict", "score-numeric-source", "score-dseper", "decision"]);
  });

  it("keep the select box, the question, the verdict and both decisions however narrow the table is", () => {
    const shown = fitColumns(bulkColumnFits(["numeric-source"]), 600);
    expect(shown).toEqual(["select", "id", "question", "verdict", "decision", "others"]);
  });

  it("give up score columns before the answer and the paper as the table narrows", () => {
    const fits = bulkColumnFits(["numeric-source"]);
    const total = (ids: string[]) => fits.filter((c) => ids.includes(c.id)).reduce((sum, c) => sum + c.min, 0);
    const kept = ["select", "id", "question", "verdict", "decision", "others", "answer", "paper"];
    const shown = fitColumns(fits, total(kept) + 18);
    expect(shown).toEqual(expect.arrayContaining(kept));
    expect(shown).not.toContain("score-numeric-source");
  });
});

describe("sorting the review table by a column", () => {
  it("marks only the column sorted by, in its direction", () => {
    expect(ariaSortOf("paper", "asc", "paper")).toBe("ascending");
    expect(ariaSortOf("paper", "desc", "paper")).toBe("descending");
    expect(ariaSortOf("paper", "asc", "id")).toBe("none");
  });

  it("sorts ascending on a first click and turns it around on the next", () => {
    expect(orderAfterClick("id", "asc", "paper")).toBe("asc");
    expect(orderAfterClick("paper", "asc", "paper")).toBe("desc");
    expect(orderAfterClick("paper", "desc", "paper")).toBe("asc");
  });
});
