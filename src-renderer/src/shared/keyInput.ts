// A key press as plain data, so keymaps are pure functions that tests can call without a DOM.

export interface KeyTarget {
  tagName: string;
  /** The input's type attribute ("text", "checkbox"...); empty for other elements. */
  type?: string;
  isContentEditable?: boolean;
}

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: KeyTarget | null;
}

// Inputs where a letter is a click, not text: shortcuts still work while they have focus.
const NON_TEXT_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"]);

/** True while the user types somewhere: in text fields, text areas, selects and editable content. */
export function isTypingTarget(target: KeyTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return !NON_TEXT_INPUTS.has((target.type ?? "text").toLowerCase());
  return false;
}

/** Ctrl, Cmd or Alt held: the press belongs to the browser or the OS, not to a single-key shortcut. */
export function hasCommandModifier(input: KeyInput): boolean {
  return Boolean(input.ctrlKey || input.metaKey || input.altKey);
}

/** Letters compare case-insensitively so Caps Lock does not disable the shortcuts. */
export function keyName(input: KeyInput): string {
  return input.key.length === 1 ? input.key.toLowerCase() : input.key;
}
