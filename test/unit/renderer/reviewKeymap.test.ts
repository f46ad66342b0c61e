import { describe, expect, it } from "vitest";
import { focusActionFor, tableActionFor } from "../../../src-renderer/src/features/review/reviewKeyPresses.ts";
import { FOCUS_SHORTCUTS, hintFor } from "../../../src-renderer/src/features/review/reviewKeymap.ts";
import { isTypingTarget } from "../../../src-renderer/src/shared/keyInput.ts";

const press = (key: string, extra: Record<string, unknown> = {}) => ({ key, target: { tagName: "BODY" }, ...extra });

describe("review keymap", () => {
  it("maps the focus view's keys to their actions", () => {
    expect(focusActionFor(press("k"))).toBe("keep");
    expect(focusActionFor(press("d"))).toBe("drop");
    expect(focusActionFor(press("u"))).toBe("undo");
    expect(focusActionFor(press("j"))).toBe("next");
    expect(focusActionFor(press("ArrowRight"))).toBe("next");
    expect(focusActionFor(press("h"))).toBe("previous");
    expect(focusActionFor(press("ArrowLeft"))).toBe("previous");
    expect(focusActionFor(press("e"))).toBe("edit");
    expect(focusActionFor(press("t"))).toBe("nextType");
    expect(focusActionFor(press("T", { shiftKey: true }))).toBe("previousType");
    expect(focusActionFor(press("1"))).toBe("easy");
    expect(focusActionFor(press("2"))).toBe("medium");
    expect(focusActionFor(press("3"))).toBe("hard");
    expect(focusActionFor(press("c"))).toBe("contextWrong");
    expect(focusActionFor(press("a"))).toBe("answerCorrect");
    expect(focusActionFor(press("f"))).toBe("answerable");
    expect(focusActionFor(press("q"))).toBe("editQuestion");
    expect(focusActionFor(press("C", { shiftKey: true }))).toBe("editContext");
    expect(focusActionFor(press("?", { shiftKey: true }))).toBe("help");
    expect(focusActionFor(press("Escape"))).toBe("back");
  });

  it("gives every focus action its own keys, none shared", () => {
    const keys = FOCUS_SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("works with Caps Lock on", () => {
    expect(focusActionFor(press("K"))).toBe("keep");
  });

  it("leaves keys alone while the user types", () => {
    for (const target of [{ tagName: "INPUT", type: "text" }, { tagName: "INPUT", type: "" }, { tagName: "TEXTAREA" }, { tagName: "SELECT" }, { tagName: "DIV", isContentEditable: true }]) {
      expect(focusActionFor({ key: "k", target })).toBeNull();
      expect(tableActionFor({ key: "d", target })).toBeNull();
    }
  });

  it("keeps working when a checkbox or a button has focus", () => {
    expect(isTypingTarget({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(focusActionFor({ key: "k", target: { tagName: "BUTTON" } })).toBe("keep");
    expect(tableActionFor({ key: "k", target: { tagName: "INPUT", type: "checkbox" } })).toBe("keep");
  });

  it("leaves browser and system shortcuts alone", () => {
    expect(focusActionFor(press("k", { ctrlKey: true }))).toBeNull();
    expect(focusActionFor(press("d", { metaKey: true }))).toBeNull();
    expect(focusActionFor(press("j", { altKey: true }))).toBeNull();
    expect(focusActionFor(press("K", { shiftKey: true }))).toBeNull();
    expect(tableActionFor(press("a", { ctrlKey: true }))).toBe("selectAll");
    expect(tableActionFor(press("a", { metaKey: true }))).toBe("selectAll");
    expect(tableActionFor(press("c", { ctrlKey: true }))).toBeNull();
  });

  it("maps the table's keys to their actions", () => {
    expect(tableActionFor(press("ArrowDown"))).toBe("down");
    expect(tableActionFor(press("ArrowUp"))).toBe("up");
    expect(tableActionFor(press("ArrowDown", { shiftKey: true }))).toBe("extendDown");
    expect(tableActionFor(press(" "))).toBe("toggle");
    expect(tableActionFor(press("Enter"))).toBe("open");
    expect(tableActionFor(press("PageDown"))).toBe("pageDown");
    expect(tableActionFor(press("End"))).toBe("end");
    expect(tableActionFor(press("k"))).toBe("keep");
    expect(tableActionFor(press("Escape"))).toBe("clear");
  });

  it("keeps, drops, resets and undoes on the same keys in the focus view and the table, and never with Shift or a prototype's name", () => {
    for (const [key, action] of [["k", "keep"], ["d", "drop"], ["p", "reset"], ["u", "undo"]] as const) {
      expect([focusActionFor(press(key)), tableActionFor(press(key))]).toEqual([action, action]);
      expect([focusActionFor(press(key, { shiftKey: true })), tableActionFor(press(key, { shiftKey: true }))]).toEqual([null, null]);
    }
    expect([focusActionFor(press("constructor")), tableActionFor(press("toString"))]).toEqual([null, null]);
  });

  it("documents every focus action with the keys shown on its button", () => {
    expect(hintFor(FOCUS_SHORTCUTS, "next")).toBe("J / →");
    expect(hintFor(FOCUS_SHORTCUTS, "keep")).toBe("K");
    const actions = new Set(FOCUS_SHORTCUTS.map((s) => s.action));
    expect(actions.size).toBe(FOCUS_SHORTCUTS.length);
  });
});
