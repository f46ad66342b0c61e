import { describe, expect, it } from "vitest";
import { callLimitsOf, checkCallSize } from "../../../src-main/contract/callLimits.ts";
import { methods } from "../../../src-main/contract/methods.ts";
import type { ReviewState } from "../../../src-main/contract/review.ts";
import { toWireJson } from "../../../src-main/contract/wireJson.ts";
import { scanJsonBody } from "../../../src-main/server/http/scanJsonBody.ts";

/** The call passes its method's limits both as the HTTP server sees it (bytes) and as every transport does (arguments). */
function fitsItsLimits(method: string, args: unknown[]): void {
  const limits = callLimitsOf(method);
  const body = Buffer.from(toWireJson(args), "utf8");
  expect(body.length, `${method}: ${body.length} bytes`).toBeLessThanOrEqual(limits.bodyBytes);
  expect(scanJsonBody(body, limits), method).toBeNull();
  expect(() => checkCallSize(method, args), method).not.toThrow();
  expect(methods[method as keyof typeof methods].args.safeParse(args).success, method).toBe(true);
}

// The largest calls the app and a user really make: each method's limits must let them through.
describe("each method's size limits", () => {
  it("let through the largest calls of their use", () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => 2_147_000_000 + i);
    fitsItsLimits("review.bulkDecide", [ids, "keep"]);
    // The undo of the largest bulk decision, every QA with its corrections and a note.
    const state: ReviewState = { decision: "keep", answer: "a".repeat(150), type: "factual", difficulty: "hard", question: "q".repeat(100), context: "c".repeat(120), contextWrong: false, answerCorrect: null, answerable: true, note: "n".repeat(40) };
    fitsItsLimits("review.restore", [ids.map((id) => ({ id, state }))]);
    fitsItsLimits("judge.evaluate", [{ qaIds: ids, judgeModel: "1" }]);
    fitsItsLimits("review.query", [{ query: { paperIds: ids, runIds: ids.slice(0, 1000), search: "s".repeat(500) }, offset: 0, limit: 100 }]);
    fitsItsLimits("runs.startRun", [{ strategy: "sciqag", model: "1", paperIds: ids }]);
    fitsItsLimits("imports.importPapers", [Array.from({ length: 10_000 }, (_, i) => `/home/someone/Documents/papers/${"subfolder/".repeat(20)}paper-${i}.pdf`)]);
    fitsItsLimits("llm.generateTest", [{ model: "1", prompt: "p".repeat(1_000_000) }]);
    fitsItsLimits("library.editPaper", [1, { changes: { abstract: "An abstract. ".repeat(7_000), keywords: Array(200).fill("keyword") } }]);
  });

  it("let through a PDF upload of 190 MB (measured on its encoded size, not allocated here)", () => {
    const limits = callLimitsOf("imports.upload");
    const base64 = Math.ceil((190 * 1024 * 1024) / 3) * 4;
    expect(base64 + 200).toBeLessThanOrEqual(limits.bodyBytes);
    expect(base64).toBeLessThanOrEqual(limits.stringChars);
    fitsItsLimits("imports.upload", [Array.from({ length: 1_000 }, (_, i) => ({ name: `paper-${i}.pdf`, data: new Uint8Array(16) }))]);
  });

  it("refuse the same calls ten times larger", () => {
    const ids = Array.from({ length: 1_000_000 }, (_, i) => i + 1);
    for (const [method, args] of [["review.bulkDecide", [ids, "keep"]], ["judge.evaluate", [{ qaIds: ids }]], ["imports.importPapers", [ids.slice(0, 100_000).map((i) => `/p/${i}.pdf`)]]] as const) {
      expect(() => checkCallSize(method, args), method).toThrow(expect.objectContaining({ name: "CallTooLargeError" }));
      expect(scanJsonBody(Buffer.from(JSON.stringify(args)), callLimitsOf(method)), method).not.toBeNull();
    }
  });
});
