/**
 * How much of a Zotero export Distillate reads. Each is far above what a real library has (an
 * abstract is a few thousand characters, a 20,000-item library with abstracts about 30 MB) and
 * far below what would exhaust memory: a file over `fileBytes` is refused whole, an entry over
 * another limit is refused with its key while the rest of the file imports.
 */
export const ZOTERO_LIMITS = {
  /** The export file. 64 MiB. */
  fileBytes: 64 * 1024 * 1024,
  /** One field's value, after @string abbreviations are expanded: 100,000 characters. */
  fieldChars: 100_000,
  /** All of one entry's values together: 1,000,000 characters. */
  entryChars: 1_000_000,
  /** Fields in one entry. */
  fieldsPerEntry: 1_000,
  /** What @string abbreviations may add across the whole file: 16 million characters. */
  expansionChars: 16_000_000,
} as const;

/** An entry (or @string) over one of the limits; the entry is refused, the file goes on. */
export class BibtexLimitError extends Error {
  override readonly name = "BibtexLimitError";
  /** The limit first passed, also when this entry only used an @string refused for it (so chains of them do not grow the message). */
  readonly reason: string;

  constructor(message: string, reason = message) {
    super(message);
    this.reason = reason;
  }
}
