import { z } from "zod";

/**
 * What a library entry is: a "paper" read from its PDF, or a "text" that an imported QA dataset
 * brought with its rows (`import-qas --source-field`, `--source-text`). A text has no PDF and no
 * pages; it belongs to its dataset, which the library shows as one entry of its own, and it is
 * never counted, listed or asked as a paper unless its dataset is chosen.
 */
export const LIBRARY_ENTRY_KINDS = ["paper", "text"] as const;
export const LibraryEntryKindSchema = z.enum(LIBRARY_ENTRY_KINDS);
export type LibraryEntryKind = z.infer<typeof LibraryEntryKindSchema>;

/** Where a text sits: the dataset it came with (named from its file) and its number there (null for a dataset's one text). */
export const DatasetPlaceSchema = z.strictObject({
  dataset: z.string(),
  position: z.number().int().positive().nullable(),
});
export type DatasetPlace = z.infer<typeof DatasetPlaceSchema>;

/** An imported QA dataset as the library lists it: one entry, however many texts it brought. */
export const DatasetSummarySchema = z.strictObject({
  /** The name of the file it was imported from, numbered ("qas.csv (2)") when a different file of that name came first. */
  name: z.string(),
  texts: z.number().int(),
  /** QAs about its texts, all runs together. */
  qas: z.number().int(),
  /** When its first text was stored (ISO-8601 UTC). */
  importedAt: z.string(),
});
export type DatasetSummary = z.infer<typeof DatasetSummarySchema>;

/** One text of a dataset, in the dataset's order. */
export const DatasetTextSchema = z.strictObject({
  id: z.number().int(),
  /** What the dataset calls it: "Source 3", or the title its row gave it. */
  name: z.string(),
  position: z.number().int().positive().nullable(),
  qas: z.number().int(),
});
export type DatasetText = z.infer<typeof DatasetTextSchema>;

/** A text's name inside its dataset: the title its row gave, else "Source N", else the name it was stored under. */
export function datasetTextName(text: { title: string | null; position: number | null; fallback: string }): string {
  return text.title?.trim() || (text.position !== null ? `Source ${text.position}` : text.fallback);
}

/** "1 text", "204 texts": how many texts a dataset holds, in words. */
export const textCount = (n: number): string => `${n.toLocaleString("en-US")} ${n === 1 ? "text" : "texts"}`;
