import { z } from "zod";
import { PaperTableSchema, type PaperTable } from "./tables.ts";

export const PaperTablesPageRequestSchema = z.strictObject({
  /** The ordinal of the first table wanted (0 for the first; a page's `next`). Defaults to 0. */
  from: z.number().int().min(0).optional(),
});
export type PaperTablesPageRequest = z.infer<typeof PaperTablesPageRequestSchema>;

/** A part of a paper's tables (library.paperTablesPage). */
export const PaperTablesPageSchema = z.strictObject({
  /** Tables from `from` on, in reading order, as many as fit one answer (at least one when any is left); null when the paper's tables were never read. */
  tables: z.array(PaperTableSchema).nullable(),
  /** The ordinal to ask for next; null when these were the last. */
  next: z.number().int().min(0).nullable(),
});
export type PaperTablesPage = z.infer<typeof PaperTablesPageSchema>;

/**
 * Every table of a paper, asked a part at a time from `first` (a part already in hand, as
 * readTables answers) or from the start; null when its tables were never read. A `next` that
 * does not move forward ends the reading rather than asking for the same part again.
 */
export async function allPaperTables(page: (from: number) => Promise<PaperTablesPage>, first?: PaperTablesPage): Promise<PaperTable[] | null> {
  let part = first ?? (await page(0));
  if (part.tables === null) return null;
  const tables = [...part.tables];
  let from = -1;
  while (part.next !== null && part.next > from) {
    from = part.next;
    part = await page(from);
    tables.push(...(part.tables ?? []));
  }
  return tables;
}
