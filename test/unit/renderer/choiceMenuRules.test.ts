import { describe, expect, it } from "vitest";
import { choiceSummary, filterChoices, listedFirst, MAX_LISTED, toggleChoice, type Choice } from "../../../src-renderer/src/shared/choices.ts";

const STRATEGIES: Choice<string>[] = [
  { value: "sciqag", label: "SciQAG" },
  { value: "paperqa", label: "PaperQA chunk answers" },
  { value: "multihop", label: "Multi hop questions" },
];

describe("a choice menu's list", () => {
  it("keeps the options holding every word typed, in any case and order", () => {
    expect(filterChoices(STRATEGIES, "  ANSWERS chunk ").map((c) => c.value)).toEqual(["paperqa"]);
    expect(filterChoices(STRATEGIES, "").map((c) => c.value)).toEqual(["sciqag", "paperqa", "multihop"]);
    expect(filterChoices(STRATEGIES, "hop sciqag")).toEqual([]);
  });

  it("lists at most a few hundred options, so a long list opens at once; typing finds the rest", () => {
    const papers = Array.from({ length: 1000 }, (_, i) => ({ value: i, label: `Paper ${i}` }));
    expect(filterChoices(papers, "")).toHaveLength(MAX_LISTED);
    expect(filterChoices(papers, "paper 999").map((c) => c.value)).toEqual([999]);
  });

  it("adds a value, or takes it out when it was chosen", () => {
    expect(toggleChoice(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleChoice(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("what a choice menu's button says", () => {
  it("names one choice, the first and how many more, or what nothing chosen means", () => {
    expect(choiceSummary([], [], "any")).toBe("any");
    expect(choiceSummary(["sciqag"], [STRATEGIES[0]!], "any")).toBe("SciQAG");
    expect(choiceSummary(["sciqag", "paperqa", "multihop"], STRATEGIES, "any")).toBe("SciQAG +2");
  });

  it("counts chosen values whose options are not loaded yet rather than reading 'any'", () => {
    expect(choiceSummary([12, 40], [], "any")).toBe("2 chosen");
  });
});

describe("chosen options outside a remote search's results", () => {
  const remote = { text: "graph", onText: () => {}, noun: "papers", chosen: [{ value: 7, label: "Seven" }, { value: 9, label: "Nine" }] };
  const results: Choice<number>[] = [{ value: 1, label: "Graph one" }, { value: 9, label: "Nine" }];

  it("are listed first so they can be unchosen; those in the results stay in their place", () => {
    const { first, chosen } = listedFirst(results, [7, 9], [], remote);
    expect(first.map((c) => c.value)).toEqual([7]);
    expect(chosen.map((c) => c.value).sort()).toEqual([7, 9]);
  });

  it("keep their place once one of them is unchosen, so a slip can be undone where it happened", () => {
    const pinned = listedFirst(results, [7, 9], [], remote).first;
    expect(listedFirst(results, [9], pinned, remote).first.map((c) => c.value)).toEqual([7]);
  });

  it("are not listed apart without a remote search: the menu filters every option itself", () => {
    expect(listedFirst(results, [7], [], undefined).first).toEqual([]);
  });
});
