import { describe, expect, it } from "vitest";
import { averageRate, formatCount, formatEta, formatTokensPerSecond, percentDone } from "../../../src-renderer/src/shared/format.ts";
import { formatBytes } from "../../../src-main/contract/numberWords.ts";

describe("formatting", () => {
  it("writes ETAs a person reads at a glance", () => {
    expect(formatEta(null)).toBe("—");
    expect(formatEta(Number.NaN)).toBe("—");
    expect(formatEta(0.2)).toBe("< 1 s");
    expect(formatEta(42)).toBe("42 s");
    expect(formatEta(185)).toBe("3 min 5 s");
    expect(formatEta(120)).toBe("2 min");
    expect(formatEta(2 * 3600 + 10 * 60 + 30)).toBe("2 h 10 min");
    expect(formatEta(3 * 86_400 + 4 * 3600)).toBe("3 d 4 h");
  });

  it("writes generation speed", () => {
    expect(formatTokensPerSecond(0)).toBe("—");
    expect(formatTokensPerSecond(12.345)).toBe("12.3 tok/s");
    expect(formatTokensPerSecond(1534.2)).toBe("1,534 tok/s");
  });

  it("never says 100% before the last item", () => {
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(999, 1000)).toBe(99);
    expect(percentDone(1000, 1000)).toBe(100);
    expect(percentDone(1, 3)).toBe(33);
  });

  it("writes sizes and counts", () => {
    // Binary units everywhere, as the fit estimates and memory figures write them.
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KiB");
    expect(formatBytes(250 * 1024 * 1024)).toBe("250 MiB");
    expect(formatCount(100000)).toBe("100,000");
  });

  it("averages a run's rate over its duration", () => {
    expect(averageRate(1000, "2025-01-01T00:00:00Z", "2025-01-01T00:00:10Z")).toBe(100);
    expect(averageRate(1000, null, null)).toBeNull();
    expect(averageRate(0, "2025-01-01T00:00:00Z", "2025-01-01T00:00:10Z")).toBeNull();
  });
});

describe("counts with nouns", () => {
  it("agrees the noun with the number", () => {
    expect(formatCount(1, "QA")).toBe("1 QA");
    expect(formatCount(0, "QA")).toBe("0 QAs");
    expect(formatCount(1204, "item")).toBe("1,204 items");
  });
});
