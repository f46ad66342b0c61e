import { describe, expect, it } from "vitest";
import type { QaDetail } from "../../../src-main/contract/qaDetail.ts";
import { evidenceFromWords } from "../../../src-renderer/src/features/review/evidenceFrom.ts";

type Evidence = QaDetail["evidence"][number];

const text = (passageId: number | null): Evidence => ({ text: "The yield rose.", page: 2, passageId, start: 0, end: 15, passageText: null, table: null });
const cell = (index: number, label: string | null): Evidence => ({
  ...text(7),
  table: { table: { index, label, caption: null }, part: "cell", row: 7, column: 5, heading: "Cases / n", cell: "1,024", box: null },
});

describe("where a QA's evidence comes from, in its facts", () => {
  it("names the table a QA read from a table rests on, where the generator gave no count of places", () => {
    // Before: "—" beside "Evidence (1): Table 1, row 7, Cases / n".
    expect(evidenceFromWords({ hop: null, evidence: [cell(0, "Table 1")] })).toBe("Table 1");
    expect(evidenceFromWords({ hop: null, evidence: [cell(0, "Table 1"), cell(0, "Table 1")] })).toBe("Table 1");
    expect(evidenceFromWords({ hop: null, evidence: [cell(0, "Table 1"), cell(2, null), cell(3, "Table 4")] })).toBe("Table 1, Unlabelled table (no. 3) and Table 4");
  });

  it("keeps the generator's own count of places for evidence in the text", () => {
    expect(evidenceFromWords({ hop: "single", evidence: [text(3)] })).toBe("One place in the paper");
    expect(evidenceFromWords({ hop: "multi", evidence: [text(3), text(9)] })).toBe("Several places in the paper");
    // Evidence in the text and in a table: the count, not a table name.
    expect(evidenceFromWords({ hop: "multi", evidence: [text(3), cell(0, "Table 1")] })).toBe("Several places in the paper");
  });

  it("counts the places of evidence shown when the generator gave no count (an imported QA)", () => {
    expect(evidenceFromWords({ hop: null, evidence: [text(3), text(3)] })).toBe("One place in the paper");
    expect(evidenceFromWords({ hop: null, evidence: [text(3), text(4)] })).toBe("Several places in the paper");
    // Two quotes not found in the paper's text are two places, not one.
    expect(evidenceFromWords({ hop: null, evidence: [text(null), text(null)] })).toBe("Several places in the paper");
  });

  it("shows a dash only when there is no evidence at all", () => {
    expect(evidenceFromWords({ hop: null, evidence: [] })).toBe("—");
  });
});
