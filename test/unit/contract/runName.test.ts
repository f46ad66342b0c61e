import { describe, expect, it } from "vitest";
import { runName, runNames } from "../../../src-main/contract/runName.ts";

// A run named as a user knows it (its method, model and when it was made), never by the library's number.
const label = (s: string) => (s === "sciqag" ? "SciQAG" : s);
const now = new Date("2026-12-05T12:00:00Z");
const at = { timeZone: "UTC", now, label };

describe("a run's name", () => {
  it("reads method, model and day and time, with no run number", () => {
    expect(runName({ id: 3, strategy: "sciqag", model: "qwen 0.5B", createdAt: "2026-12-05T10:14:30Z" }, at)).toBe("SciQAG · qwen 0.5B · 5 Dec 10:14");
  });

  it("leaves out an imported run's stored model, a placeholder it never ran on", () => {
    expect(runName({ id: 4, strategy: "imported", model: "none (imported QAs)", createdAt: "2026-12-05T09:14:00Z" }, { ...at, label: () => "Imported QAs" })).toBe("Imported QAs · 5 Dec 09:14");
  });

  it("writes the year only for a run of another year", () => {
    expect(runName({ id: 1, strategy: "sciqag", model: "demo", createdAt: "2025-03-09T08:05:00Z" }, at)).toBe("SciQAG · demo · 9 Mar 2025 08:05");
  });

  it("tells apart runs whose names would read the same, oldest first", () => {
    const names = runNames(
      [
        { id: 7, strategy: "sciqag", model: "demo", createdAt: "2026-12-05T10:14:50Z" },
        { id: 6, strategy: "sciqag", model: "demo", createdAt: "2026-12-05T10:14:10Z" },
        { id: 5, strategy: "sciqag", model: "other", createdAt: "2026-12-05T10:14:10Z" },
      ],
      at,
    );
    expect(names.get(6)).toBe("SciQAG · demo · 5 Dec 10:14 (1)");
    expect(names.get(7)).toBe("SciQAG · demo · 5 Dec 10:14 (2)");
    expect(names.get(5)).toBe("SciQAG · other · 5 Dec 10:14");
  });
});
