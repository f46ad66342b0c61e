import { describe, expect, it } from "vitest";
import { UNREVIEWED, type ReviewState } from "../../../src-main/contract/review.ts";
import { bulkUndoEntry, popUndo, pushUndo, restoreArgs, undoEntry } from "../../../src-renderer/src/features/review/undoStack.ts";

const state = (decision: ReviewState["decision"], extra: Partial<ReviewState> = {}): ReviewState => ({ ...UNREVIEWED, decision, ...extra });

describe("undo stack", () => {
  it("undoes the latest change first, restoring the states before it", () => {
    let stack = pushUndo([], undoEntry("Kept QA 1 of 1", [{ id: 1, before: state("pending"), after: state("keep") }], 0));
    stack = pushUndo(stack, undoEntry("Dropped #2", [{ id: 2, before: state("pending"), after: state("drop") }], 1));
    const popped = popUndo(stack)!;
    expect(popped.entry.label).toBe("Dropped #2");
    expect(popped.entry.index).toBe(1);
    expect(restoreArgs(popped.entry)).toEqual([{ id: 2, state: state("pending") }]);
    expect(popUndo(popped.rest)!.entry.label).toBe("Kept QA 1 of 1");
    expect(popUndo([])).toBeNull();
  });

  it("records nothing for changes that changed nothing", () => {
    expect(undoEntry("Kept QA 1 of 1", [{ id: 1, before: state("keep"), after: state("keep") }])).toBeNull();
    expect(pushUndo([], null)).toEqual([]);
    const entry = undoEntry("Kept 2 QAs", [
      { id: 1, before: state("keep"), after: state("keep") },
      { id: 2, before: state("drop", { answer: "x" }), after: state("keep", { answer: "x" }) },
    ]);
    expect(entry!.changes.map((c) => c.id)).toEqual([2]);
  });

  it("records a bulk decision by the tokens its calls answered, and nothing when no call changed a QA", () => {
    const none = { changed: 0, undo: null };
    expect(bulkUndoEntry("Kept 3 QAs", [none, none])).toBeNull();
    const entry = bulkUndoEntry("Kept 150,000 QAs", [{ changed: 100_000, undo: "first" }, none, { changed: 40_000, undo: "second" }]);
    // With the QAs each call changed, so an undo refused midway can say how many it put back.
    expect(entry).toEqual({ label: "Kept 150,000 QAs", changes: [], tokens: ["first", "second"], tokenQas: [100_000, 40_000] });
    expect(bulkUndoEntry("Kept QA 3 of 16", [{ changed: 1, undo: "one" }], 2)!.index).toBe(2);
  });

  it("keeps a bounded history", () => {
    let stack: ReturnType<typeof pushUndo> = [];
    for (let i = 1; i <= 5; i++) stack = pushUndo(stack, undoEntry(`#${i}`, [{ id: i, before: state("pending"), after: state("keep") }]), 3);
    expect(stack.map((e) => e.label)).toEqual(["#3", "#4", "#5"]);
  });
});
