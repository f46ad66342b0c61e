import { parseDoi } from "../../contract/doi.ts";
import type { MetadataValue, PaperMetadataChanges, PaperMetadataField } from "../../contract/paperEdits.ts";

/**
 * Corrections in the form they are stored: text trimmed (blank means none), a DOI without the
 * resolver or "doi:" prefix people paste with it, lists without blanks or repeats. Every source
 * of corrections (the paper view, the CLI, a Zotero export) goes through this, so the same DOI
 * typed two ways is stored once.
 */
export function normalizeMetadataChanges(changes: PaperMetadataChanges): Partial<Record<PaperMetadataField, MetadataValue>> {
  const out: Partial<Record<PaperMetadataField, MetadataValue>> = {};
  for (const [field, value] of Object.entries(changes) as [PaperMetadataField, MetadataValue | undefined][]) {
    if (value === undefined) continue;
    out[field] = normalizeValue(field, value);
  }
  return out;
}

function normalizeValue(field: PaperMetadataField, value: MetadataValue): MetadataValue {
  if (Array.isArray(value)) return [...new Set(value.map((v) => v.trim().replace(/\s+/g, " ")).filter((v) => v !== ""))];
  if (field === "authors" || field === "keywords") return [];
  if (typeof value !== "string") return value;
  const text = field === "abstract" ? value.trim() : value.trim().replace(/\s+/g, " ");
  if (text === "") return null;
  return field === "doi" ? (parseDoi(text) ?? bareDoi(text)) : text;
}

/** "https://doi.org/10.1/x", "doi:10.1/x" and "10.1/x" all name the same DOI. */
export function bareDoi(text: string): string {
  return text.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, "").trim();
}
