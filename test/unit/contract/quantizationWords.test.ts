import { describe, expect, it } from "vitest";
import { quantizationWords } from "../../../src-main/contract/quantizationWords.ts";
import { describeStrategies } from "../../../src-main/core/pipeline/describeStrategies.ts";

describe("a model's quantization and the QA types, in a researcher's words", () => {
  it("says what a quantization keeps of the weights, with the hub's name beside it", () => {
    expect(quantizationWords("F32")).toBe("full precision (F32)");
    expect(quantizationWords("F16")).toBe("half precision (F16)");
    expect(quantizationWords("BF16")).toBe("half precision (BF16)");
    expect(quantizationWords("Q8_0")).toBe("8-bit (Q8_0)");
    expect(quantizationWords("Q4_K_M")).toBe("4-bit (Q4_K_M)");
    expect(quantizationWords("IQ4_XS")).toBe("4-bit (IQ4_XS)");
    // A name it does not know is shown as the file gives it, not guessed at.
    expect(quantizationWords("MXFP4")).toBe("MXFP4");
  });

  it("names no QA type by the method's own word for its parts (triplet)", () => {
    const names = describeStrategies().flatMap((s) => Object.values(s.typeNames ?? {}));
    expect(names).toContain("Facts linking terms");
    expect(names.filter((name) => /triplet/i.test(name))).toEqual([]);
  });
});
