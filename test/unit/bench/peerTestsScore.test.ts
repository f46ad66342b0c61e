import { describe, expect, it } from "vitest";
import { holdsRow } from "../../support/tables/peerTestsCases.ts";

// A row a peer's test asserts is found when a read table holds its non-empty cells as one run:
// whole, or as the columns a test's crop kept, with the test's own spacing convention.
describe("scoring a row a peer's test asserts", () => {
  const grid = [
    ["DOC", "DATE", "PAYEE", "START", "END", "WHAT", "AMOUNT"],
    ["D70", "09/09", "CITIBANK - TRAVEL  CARD", "08/12", "08/14", "AIRFARE", "411.49"],
  ];

  it("finds the row whole, or the columns a crop kept, ignoring empty spacer cells", () => {
    expect(holdsRow([grid], ["", "D70", "09/09", "CITIBANK - TRAVEL CARD", "08/12", "08/14", "AIRFARE", "411.49", ""])).toBe(true);
    expect(holdsRow([grid], ["D70", "09/09", "CITIBANK - TRAVEL CARD", "08/12", "08/14"])).toBe(true);
  });

  it("does not find cells that are out of order, broken by another cell, or from two rows", () => {
    expect(holdsRow([grid], ["09/09", "D70"])).toBe(false);
    expect(holdsRow([grid], ["D70", "CITIBANK - TRAVEL CARD"])).toBe(false);
    expect(holdsRow([grid], ["AMOUNT", "D70"])).toBe(false);
    expect(holdsRow([grid], ["", ""])).toBe(false);
  });

  it("compares without spaces when the test removed them", () => {
    expect(holdsRow([grid], ["CITIBANK-TRAVELCARD"], true)).toBe(true);
    expect(holdsRow([grid], ["CITIBANK-TRAVELCARD"])).toBe(false);
  });
});
