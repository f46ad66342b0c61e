import { describe, expect, it } from "vitest";
import { csvField } from "../../../src-main/contract/tableText.ts";

describe("a CSV cell a spreadsheet opens", () => {
  it("gets a leading apostrophe when a formula character, tab, carriage return or NUL starts it", () => {
    for (const text of ["=1+1", "+A1", "-A1", "@SUM(A1)", "\t=1+1", "\r=1+1", "\0=1+1", "-5 K", "+3 °C", "-", "+"]) expect(csvField(text).replace(/^"/, "")).toMatch(/^'/);
  });

  it("stays as it is when it is text, or a plain number a spreadsheet reads as that number", () => {
    for (const text of ["Annealed at 150 °C.", "-5", "+3", "-1.25", "-.5", "+6.02e23", "'quoted already", " =1+1"]) expect(csvField(text)).toBe(text);
    expect(csvField(12)).toBe("12");
    expect(csvField(null)).toBe("");
  });

  it("is quoted when it holds a separator of any locale's CSV (comma, semicolon, tab) or a line break", () => {
    expect(csvField("a;=1+1")).toBe('"a;=1+1"');
    expect(csvField("a\t=1+1")).toBe('"a\t=1+1"');
    expect(csvField('say "=1"')).toBe('"say ""=1"""');
    expect(csvField("\r=1+1")).toBe("\"'\r=1+1\"");
  });
});
