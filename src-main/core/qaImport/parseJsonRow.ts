import { BACKSLASH, QUOTE } from "./asciiBytes.ts";
import type { FileRecord } from "./FileRecord.ts";

// Bytes are decoded as UTF-8 without failing: a file that is not UTF-8 is read as far as it goes
// (invalid bytes become U+FFFD), as before.

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read from its bytes without
 * parsing: our own handling of a parsed value (and JSON.stringify) recurses, so a row nested a
 * million deep must be refused before it is parsed.
 */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === 0x7b || b === 0x5b) {
      if (++depth > max) return true;
    } else if (b === 0x7d || b === 0x5d) depth--;
  }
  return false;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One JSONL line or JSON array item, decoded and measured, as a record or why it is not one. */
export function parseJsonText(text: string, row: number, noun: "line" | "item"): FileRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { row, record: null, error: `the ${noun} is not valid JSON` };
  }
  return isRecord(value) ? { row, record: value } : { row, record: null, error: `the ${noun} is not a JSON object` };
}

/** One JSONL line or JSON array item as a record, or why it is not one: refused unread when it nests deeper than `maxDepth`. */
export function parseJsonRow(bytes: Buffer, row: number, noun: "line" | "item", maxDepth: number): FileRecord {
  if (nestsDeeperThan(bytes, maxDepth)) return { row, record: null, error: `it is nested more than ${maxDepth} levels deep` };
  return parseJsonText(bytes.toString("utf8"), row, noun);
}
