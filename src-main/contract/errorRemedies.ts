import type { ErrorRemedy } from "./errors.ts";

/**
 * The words of each remedy a screen offers as an action: the action itself (a link's text) and
 * what the user does after it. Said once here so every screen offering it says the same.
 */
export const REMEDY_WORDS: Record<ErrorRemedy, { action: string; after: string }> = {
  "turn-on-ocr": { action: "Turn on OCR in Settings", after: "then import the file again." },
};
