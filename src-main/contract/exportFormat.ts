import { z } from "zod";

/**
 * The layouts an export can be written in. Each has a version (`EXPORT_FORMAT_VERSIONS`) that
 * changes whenever a consumer would have to change how it reads the output; the version is in
 * every export result, in the dataset card and in the JSON Schema's `$id`.
 */
export const ExportFormatSchema = z.enum(["json", "jsonl", "chat", "alpaca", "qac", "csv", "beir", "huggingface"]);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** The version of each format's layout. */
export const EXPORT_FORMAT_VERSIONS: Record<ExportFormat, number> = {
  json: 1,
  jsonl: 1,
  chat: 1,
  alpaca: 1,
  qac: 1,
  csv: 1,
  beir: 1,
  huggingface: 1,
};

/** The extensions export files are written with. */
export type ExportFileExtension = "json" | "jsonl" | "csv";

/**
 * The extension (without the dot) of the file each format is written as; empty for the formats
 * written as a folder. The writers, the preview's file name and the save dialog all read it here.
 */
export const EXPORT_FORMAT_EXTENSIONS: Record<ExportFormat, ExportFileExtension | ""> = {
  json: "json",
  jsonl: "jsonl",
  chat: "jsonl",
  alpaca: "jsonl",
  qac: "jsonl",
  csv: "csv",
  beir: "",
  huggingface: "",
};

/** Formats written as a folder of files rather than one file: those without a file extension. */
export const FOLDER_FORMATS: readonly ExportFormat[] = ExportFormatSchema.options.filter((format) => EXPORT_FORMAT_EXTENSIONS[format] === "");

export function isFolderFormat(format: ExportFormat): boolean {
  return FOLDER_FORMATS.includes(format);
}

/**
 * The formats the `book` option changes (open or closed book): the export view offers the choice
 * under these alone and sends the option only with them.
 */
export const BOOK_FORMATS: readonly ExportFormat[] = ["chat", "alpaca"];

export function takesBook(format: ExportFormat): boolean {
  return BOOK_FORMATS.includes(format);
}

/**
 * What a file of each extension is called in a save dialog and its media type for a browser
 * download, so a new extension cannot be added without its name.
 */
export const EXPORT_FILE_TYPES: Record<ExportFileExtension, { name: string; mediaType: string }> = {
  json: { name: "JSON", mediaType: "application/json" },
  jsonl: { name: "JSON Lines", mediaType: "application/x-ndjson" },
  csv: { name: "CSV", mediaType: "text/csv" },
};

/** The three splits of a dataset, in the Hugging Face names. */
export const SPLIT_NAMES = ["train", "validation", "test"] as const;
export type SplitName = (typeof SPLIT_NAMES)[number];

/** Train, validation, test in QAs, as the Hugging Face convention and most papers use. */
export const DEFAULT_SPLIT_RATIOS: readonly [number, number, number] = [80, 10, 10];
export const DEFAULT_SPLIT_SEED = 1;

export const SplitOptionsSchema = z.strictObject({
  /** Seed of the paper shuffle; the same seed and selection give the same splits. Defaults to 1. */
  seed: z.number().int().optional(),
  /** Shares of train, validation and test, in QAs (any scale; they are normalised). Defaults to [80, 10, 10]. */
  ratios: z.tuple([z.number().nonnegative(), z.number().nonnegative(), z.number().nonnegative()]).optional(),
  /** Keep each strategy's share about equal across splits. Defaults to false. */
  stratifyByStrategy: z.boolean().optional(),
});
export type SplitOptions = z.infer<typeof SplitOptionsSchema>;

/** How a format is written; every option is optional and applies only to the formats named. */
export const ExportOptionsSchema = z.strictObject({
  /**
   * BOOK_FORMATS (chat and alpaca): "open" puts the evidence before the question (the model learns to answer
   * from a given text); "closed" gives the question alone, as SciQAG trains. Defaults to "open".
   */
  book: z.enum(["open", "closed"]).optional(),
  /** beir and huggingface: how papers are dealt into train, validation and test. */
  split: SplitOptionsSchema.optional(),
  /** Keep QAs that ask what a QA of another run on the same paper already asks. Defaults to false. */
  keepDuplicates: z.boolean().optional(),
  /** huggingface: the card's license id (a Hub license id, e.g. "cc-by-4.0"). Defaults to "other". */
  license: z.string().regex(/^[a-z0-9.-]+$/).optional(),
});
export type ExportOptions = z.infer<typeof ExportOptionsSchema>;

/** What dealing the papers into splits gave, in QAs and papers per split. */
export const SplitCountsSchema = z.record(z.enum(SPLIT_NAMES), z.strictObject({ qas: z.number().int(), papers: z.number().int() }));
export type SplitCounts = z.infer<typeof SplitCountsSchema>;
