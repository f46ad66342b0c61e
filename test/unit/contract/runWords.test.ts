import { describe, expect, it } from "vitest";
import type { RunCheck, RunFinding } from "../../../src-main/contract/runChecks.ts";
import { describeQaStanding } from "../../../src-main/contract/qaStanding.ts";
import { checkHeadlines } from "../../../src-main/contract/runCheckWords.ts";
import { describeRunItems, describeRunMethod, describeRunModel, describeRunQas } from "../../../src-main/contract/runHeadline.ts";

describe("what leads a run, in the app and the CLI alike", () => {
  it("leads with the QAs accepted, rejected and to review, never a bare total", () => {
    expect(describeRunQas({ total: 90, accepted: 43, rejected: 47, toReview: 90 })).toBe("43 accepted · 47 rejected · 90 of 90 to review");
    // An answer kept from Ask has no filter verdict: it is counted as such, not as rejected.
    expect(describeRunQas({ total: 1, accepted: 0, rejected: 0, toReview: 0 })).toBe("0 accepted · 0 rejected · 1 not scored · 0 of 1 to review");
  });

  it("counts the QAs to review out of the whole run, so half reviewed never reads as parts that do not add up", () => {
    expect(describeRunQas({ total: 10, accepted: 1, rejected: 9, toReview: 5 })).toBe("1 accepted · 9 rejected · 5 of 10 to review");
    // A run that made nothing says so plainly, not "0 of 0".
    expect(describeRunQas({ total: 0, accepted: 0, rejected: 0, toReview: 0 })).toBe("0 accepted · 0 rejected · 0 to review");
  });

  it("gives a percentage only while a run's items may still change, and none for a run without items", () => {
    expect(describeRunItems({ status: "failed", total: 1, done: 0, failed: 1, percent: 100 })).toBe("0 of 1 item done, 1 failed");
    expect(describeRunItems({ status: "completed", total: 2, done: 2, failed: 0, percent: 100 })).toBe("2 of 2 items done");
    expect(describeRunItems({ status: "running", total: 10, done: 4, failed: 0, percent: 43 })).toBe("43% · 4 of 10 items done");
    expect(describeRunItems({ status: "completed", total: 0, done: 0, failed: 0, percent: 0 })).toBeNull();
  });

  it("names an imported run's model and method without the stored placeholders", () => {
    const imported = { strategy: "imported", promptVersion: "import@1", model: { name: "none (imported QAs)", quantization: null } };
    expect(describeRunModel(imported)).toBe("none: imported from a file");
    expect(describeRunMethod(imported, "Imported QAs")).toBe("Imported QAs");
    expect(describeRunMethod({ strategy: "asked", promptVersion: "ask@1" }, "Asked in the library")).toBe("Asked in the library (prompt version 1)");
    expect(describeRunModel({ strategy: "sciqag", model: { name: "Qwen", quantization: "Q4_K_M" } })).toBe("Qwen · 4-bit (Q4_K_M)");
  });

  it("says where a key QA stands: a reviewer's decision first, else the filters' verdict and that it awaits review", () => {
    expect(describeQaStanding("accepted", "unreviewed")).toEqual({ text: "Accepted · to review", tone: "open" });
    expect(describeQaStanding("rejected", "kept")).toEqual({ text: "Kept by a reviewer (the filters rejected it)", tone: "decided" });
  });
});

describe("the Start bar's lines", () => {
  const finding = (code: string, extra: Partial<RunFinding> = {}): RunFinding => ({ code, message: `${code} message`, fix: "fix", paperId: null, ...extra });
  const check = (blockers: RunFinding[], warnings: RunFinding[]): RunCheck => ({ blockers, warnings, contextSize: 8192, tokenCounts: "model", papersChecked: 3, papersTotal: 3 });

  it("puts unread text first, sums it over the papers, and never names the model", () => {
    const lines = checkHeadlines(
      check(
        [],
        [
          finding("no-chat-template", { message: "Demo model (writes nonsense; for trying the pipeline) has no chat template" }),
          finding("not-instruction-tuned"),
          finding("paper-in-groups", { paperId: 1, unreadGroups: 2 }),
          finding("paper-in-groups", { paperId: 2, unreadGroups: 11 }),
          finding("paper-in-groups", { paperId: 3 }),
          finding("context-auto"),
        ],
      ),
    );
    expect(lines.map((l) => l.text)).toEqual([
      "13 section groups get no QA and are not read (in 2 papers)",
      "The model does not look instruction-tuned: most of its output may fail the checks",
      "The model has no chat template: prompts use a generic chat format",
    ]);
    expect(lines.every((l) => !l.blocker && !/Demo model/.test(l.text))).toBe(true);
  });

  it("says what stops the run before what it costs, papers that do not fit counted once", () => {
    const lines = checkHeadlines(check([finding("paper-does-not-fit", { paperId: 1 }), finding("paper-does-not-fit", { paperId: 2 })], [finding("paper-shortened", { paperId: 3 })]));
    expect(lines).toEqual([
      { blocker: true, text: "2 papers do not fit the 8,192-token context" },
      { blocker: false, text: "1 paper will be shortened to fit the context: what is left out gets no QA" },
    ]);
  });
});
