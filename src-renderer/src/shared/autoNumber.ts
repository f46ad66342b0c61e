// Settings that take "auto" or a whole number (GPU layers, context size), as typed in a field.

export type AutoNumber = "auto" | number;

export type ParsedAutoNumber = { ok: true; value: AutoNumber } | { ok: false; message: string };

/**
 * Reads a field that accepts "auto" (or nothing, which means auto) or a whole number of at
 * least `min`. The message says what is wrong in words a user can act on.
 */
export function parseAutoNumber(text: string, min: number, what: string): ParsedAutoNumber {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "" || trimmed === "auto") return { ok: true, value: "auto" };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: `${what} must be "auto" or a whole number.` };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < min) return { ok: false, message: `${what} must be at least ${min.toLocaleString("en-US")}.` };
  return { ok: true, value };
}

/** A whole number field with bounds; empty is allowed when `optional` (the default applies). */
export function parseWholeNumber(
  text: string,
  bounds: { min: number; max?: number; optional?: boolean },
  what: string,
): { ok: true; value: number | undefined } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === "") return bounds.optional ? { ok: true, value: undefined } : { ok: false, message: `${what} needs a number.` };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: `${what} must be a whole number.` };
  const value = Number(trimmed);
  if (value < bounds.min) return { ok: false, message: `${what} must be at least ${bounds.min.toLocaleString("en-US")}.` };
  if (bounds.max !== undefined && value > bounds.max) return { ok: false, message: `${what} must be at most ${bounds.max.toLocaleString("en-US")}.` };
  return { ok: true, value };
}

/** The text a field shows for a stored value. */
export function autoNumberText(value: AutoNumber | undefined): string {
  return value === undefined || value === "auto" ? "auto" : String(value);
}
