import { describe, expect, it } from "vitest";
import type { Line } from "../../../src-main/core/documents/layout/types.ts";
import { isKeyedNote } from "../../../src-main/core/documents/tables/keyedNotes.ts";

// Which numbered line under a table's rules is its note: docling-eval's 013 (a report's table
// whose walk ran on through its notes to the page's foot rule) ends above "(1) Plan beneficiaries"
// because "meeting(1)" in its header points to it. The whole page is read in
// tableReportHairlines.test.ts; here, the rule's own cases, one line at a time.

const line = (text: string, size: number, baseline: number): Line => ({
  page: 1, text, spans: [], x0: 72, x1: 72 + text.length * size * 0.5, top: baseline - size, bottom: baseline + size * 0.2, baseline, size, font: "Helvetica", column: 0, colLeft: 72, colRight: 500, spanning: false,
});

const HEADER = [line("Date of Board", 6, 380), line("meeting(1)", 6, 387), line("Vesting date(2)", 6, 387)];

describe("a numbered line under a table", () => {
  it("is the note a mark joined to a heading points to", () => {
    expect(isKeyedNote(line("(1) Plan beneficiaries:", 7, 470), HEADER)).toBe(true);
    expect(isKeyedNote(line("(2) The vesting date of shares varies", 7, 479), HEADER)).toBe(true);
  });

  it("is the note a mark set raised in a run of its own points to", () => {
    const raised = [line("Total", 8, 380), line("(4)", 4, 376)];
    expect(isKeyedNote(line("(4) Shares cancelled as their beneficiaries left.", 7, 470), raised)).toBe(true);
  });

  it("is a row, not a note, when no mark in the table carries its number", () => {
    expect(isKeyedNote(line("(3) Shares cancelled.", 7, 470), HEADER)).toBe(false);
    // A row numbered so, its number in type as large as the row's: no raised mark.
    expect(isKeyedNote(line("(1) Walls between rooms", 8, 470), [line("(1) Walls between rooms", 8, 440)])).toBe(false);
    expect(isKeyedNote(line("Plan beneficiaries: France", 7, 470), HEADER)).toBe(false);
  });
});
