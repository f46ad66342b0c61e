import { describe, expect, it } from "vitest";
import { parseAutoNumber, parseWholeNumber, autoNumberText } from "../../../src-renderer/src/shared/autoNumber.ts";
import { baseName, formatCount, formatPercent, formatShare, percentOf } from "../../../src-renderer/src/shared/format.ts";
import { formatBytes, formatParameters } from "../../../src-main/contract/numberWords.ts";

describe("formatting", () => {
  it("writes sizes in binary units, like the app's own memory messages", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1023 B");
    expect(formatBytes(1536)).toBe("1.5 KiB");
    expect(formatBytes(4.7 * 1024 ** 3)).toBe("4.7 GiB");
    expect(formatBytes(250 * 1024 ** 2)).toBe("250 MiB");
    expect(formatBytes(-1)).toBe("—");
  });

  it("shows 100% only when everything is done, and nothing when the total is unknown", () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBeNull();
    expect(formatPercent(1, 3)).toBe("33%");
    expect(formatPercent(1, 0)).toBe("—");
    expect(formatShare(0.734)).toBe("73%");
  });

  it("counts with the right noun and names parameters and files", () => {
    expect(formatCount(1, "paper")).toBe("1 paper");
    expect(formatCount(12000, "QA")).toBe("12,000 QAs");
    expect(formatParameters(494_000_000)).toBe("494M");
    expect(formatParameters(3_090_000_000)).toBe("3.1B");
    expect(formatParameters(null)).toBe("—");
    expect(baseName("/home/me/papers/a.pdf")).toBe("a.pdf");
    expect(baseName("C:\\papers\\b.pdf")).toBe("b.pdf");
  });
});

describe("auto-or-number fields", () => {
  it('reads "auto", empty and whole numbers, and says what is wrong otherwise', () => {
    expect(parseAutoNumber(" Auto ", 0, "GPU layers")).toEqual({ ok: true, value: "auto" });
    expect(parseAutoNumber("", 0, "GPU layers")).toEqual({ ok: true, value: "auto" });
    expect(parseAutoNumber("33", 0, "GPU layers")).toEqual({ ok: true, value: 33 });
    expect(parseAutoNumber("2.5", 0, "GPU layers")).toEqual({ ok: false, message: 'GPU layers must be "auto" or a whole number.' });
    expect(parseAutoNumber("256", 512, "Context size")).toEqual({ ok: false, message: "Context size must be at least 512." });
    expect(autoNumberText(undefined)).toBe("auto");
    expect(autoNumberText(4096)).toBe("4096");
  });

  it("checks whole numbers against their bounds", () => {
    expect(parseWholeNumber("4", { min: 1, max: 16 }, "Lanes")).toEqual({ ok: true, value: 4 });
    expect(parseWholeNumber("17", { min: 1, max: 16 }, "Lanes")).toEqual({ ok: false, message: "Lanes must be at most 16." });
    expect(parseWholeNumber("0", { min: 1 }, "Lanes")).toEqual({ ok: false, message: "Lanes must be at least 1." });
    expect(parseWholeNumber("", { min: 1, optional: true }, "Batch size")).toEqual({ ok: true, value: undefined });
    expect(parseWholeNumber("", { min: 1 }, "Threads")).toEqual({ ok: false, message: "Threads needs a number." });
  });
});
