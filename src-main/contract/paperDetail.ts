import { z } from "zod";
import { DatasetPlaceSchema, LibraryEntryKindSchema } from "./datasets.ts";
import { PaperFieldEditSchema } from "./paperEdits.ts";
import { OcrNotesSchema, ReadingNotesSchema } from "./readingNotes.ts";
import { TableGridSchema } from "./tables.ts";
import { TableRowCursorSchema } from "./paperTablesPages.ts";

// The shapes here are a public interface: `distillate show --json` and the paper view print them, and scripts outside this repository
// parse them. Strict objects, so a field added by accident fails the tests instead of silently
// changing the format.

const PlacedTextSchema = z.strictObject({ text: z.string(), page: z.number().int() });

/** `distillate show <id> --json`: the paper as read, body apart from abstract, captions and references. */
export const PaperDetailSchema = z.strictObject({
  id: z.number().int(),
  /** Its title, or its file name when no title was found (as PaperSummary). */
  name: z.string(),
  title: z.string().nullable(),
  authors: z.array(z.string()),
  doi: z.string().nullable(),
  language: z.string().nullable(),
  abstract: z.string().nullable(),
  keywords: z.array(z.string()),
  year: z.number().int().nullable(),
  /** Journal, conference or series the paper appeared in. */
  venue: z.string().nullable(),
  /** The fields the user corrected (the values above already are the corrected ones). */
  edited: z.array(PaperFieldEditSchema),
  /** How each detail was found and what about them looks doubtful. */
  reading: ReadingNotesSchema,
  /** Present when the paper was read by OCR (a scan): which pages, how sure OCR was, what it could not read. */
  ocr: OcrNotesSchema.optional(),
  pages: z.number().int(),
  /**
   * In reading order, flattened (nesting shows in `level`). Body text before the first heading
   * sits in a leading section with heading "" and level 0, present only when there is some.
   */
  sections: z.array(
    z.strictObject({
      heading: z.string(),
      level: z.number().int(),
      paragraphs: z.array(PlacedTextSchema),
    }),
  ),
  captions: z.array(PlacedTextSchema),
  references: z.array(z.string()),
  /**
   * Its tables in reading order, as plain grids (`distillate tables` prints them whole, cells
   * with their boxes are `library.paperTablesPage`); null when its tables were never read (imported
   * before Distillate read tables), [] when it has none. As many as one answer of
   * `library.paperTablesPage` holds: when more are left, `tablesLeft` says where they start.
   */
  tables: z.array(TableGridSchema).nullable(),
  /** A paper, or a text an imported dataset brought: it has no PDF and no pages, only its text. */
  kind: LibraryEntryKindSchema,
  /** The dataset a text came with, and its number there; null for a paper. */
  dataset: DatasetPlaceSchema.nullable(),
  /**
   * Only when `tables` are not all of them whole (a paper with a huge table): the ordinal of the
   * first table not sent (`library.paperTablesPage`'s `next`) and where the last one's rows not
   * sent start (its `rest`). `wholePaperDetail` asks for them; `show --json` never prints this.
   */
  tablesLeft: z.strictObject({ next: z.number().int().min(0).nullable(), rest: TableRowCursorSchema.nullable() }).optional(),
});
export type PaperDetail = z.infer<typeof PaperDetailSchema>;

/** A text item's rectangle on its page (PDF units, origin top-left) and the passage characters it shows. */
export const TextBoxSchema = z.strictObject({
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  start: z.number().int(),
  end: z.number().int(),
});
export type TextBox = z.infer<typeof TextBoxSchema>;

/** What a stored passage is: the reader sorts the body into these, and evidence and Ask say which one they quote. */
export const PASSAGE_KINDS = ["paragraph", "abstract", "caption", "footnote", "equation", "table"] as const;
export type PassageKind = (typeof PASSAGE_KINDS)[number];

/** The paper as stored for reading: passages with ids and boxes, so evidence can be highlighted in text and on the page. */
export const PaperReadingSchema = z.strictObject({
  paperId: z.number().int(),
  pages: z.array(z.strictObject({ number: z.number().int(), width: z.number(), height: z.number() })),
  sections: z.array(
    z.strictObject({ id: z.number().int(), heading: z.string(), number: z.string().nullable(), level: z.number().int(), page: z.number().int().nullable() }),
  ),
  passages: z.array(
    z.strictObject({
      id: z.number().int(),
      sectionId: z.number().int().nullable(),
      kind: z.enum(PASSAGE_KINDS),
      page: z.number().int(),
      text: z.string(),
      boxes: z.array(TextBoxSchema),
    }),
  ),
  references: z.array(z.string()),
});
export type PaperReading = z.infer<typeof PaperReadingSchema>;
