import { PAPER_METADATA_FIELDS, type PaperDetail, type PaperMetadataChanges, type PaperMetadataField } from "../../../contract/papers.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";

const TEXT_FIELDS = ["title", "doi", "venue", "abstract"] as const;
const LIST_FIELDS = ["authors", "keywords"] as const;

export const papersEditCommand: CliCommand = {
  path: ["papers", "edit"],
  summary: 'Correct a paper\'s metadata (lists separated by ";", an empty value clears the field); --revert title,doi takes fields back to what was read.',
  usage: "<paperId>",
  options: {
    title: { type: "string", value: "<text>", help: "the corrected title", default: "unchanged" },
    authors: { type: "string", value: '"<name>; <name>"', help: "the corrected authors, separated by semicolons", default: "unchanged" },
    doi: { type: "string", value: "<doi>", help: "the corrected DOI", default: "unchanged" },
    year: { type: "string", value: "<yyyy>", help: "the corrected year", default: "unchanged" },
    venue: { type: "string", value: "<text>", help: "the corrected journal or conference", default: "unchanged" },
    abstract: { type: "string", value: "<text>", help: "the corrected abstract", default: "unchanged" },
    keywords: { type: "string", value: '"<word>; <word>"', help: "the corrected keywords, separated by semicolons", default: "unchanged" },
    revert: { type: "string", value: "<field,field...>", help: "fields to take back to what was read from the PDF", default: "none" },
  },
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const [id, extra] = positionals;
    if (id === undefined || extra !== undefined || !/^[1-9]\d*$/.test(id)) {
      throw new UsageError(`Name one paper by its id (a positive whole number; "distillate papers" lists them).`);
    }
    const changes = changesFrom(values);
    const revert = revertedFields(values.revert);
    if (Object.keys(changes).length === 0 && revert.length === 0) {
      throw new UsageError("Say what to correct, e.g. --title \"...\" or --authors \"Ada Lovelace; Alan Turing\", or what to --revert.");
    }
    const paper = await core().services.library.editPaper(Number(id), { changes, revert });
    io.stdout((json ? JSON.stringify(paper, null, 2) : describeEdits(paper)) + "\n");
    return 0;
  },
};

function changesFrom(values: Record<string, unknown>): PaperMetadataChanges {
  const changes: PaperMetadataChanges = {};
  for (const field of TEXT_FIELDS) if (typeof values[field] === "string") changes[field] = values[field];
  for (const field of LIST_FIELDS) if (typeof values[field] === "string") changes[field] = values[field].split(";").filter((v) => v.trim() !== "");
  if (typeof values.year === "string") {
    const year = values.year.trim();
    if (year !== "" && !/^\d{4}$/.test(year)) throw new UsageError(`--year takes a four-digit year such as 2021 (or "" to clear it), not "${values.year}".`);
    changes.year = year === "" ? null : Number(year);
  }
  return changes;
}

function revertedFields(value: unknown): PaperMetadataField[] {
  if (typeof value !== "string") return [];
  const fields = value.split(",").map((f) => f.trim()).filter(Boolean);
  const unknown = fields.filter((f) => !(PAPER_METADATA_FIELDS as readonly string[]).includes(f));
  if (unknown.length > 0) throw new UsageError(`--revert names fields among ${PAPER_METADATA_FIELDS.join(", ")}; not ${unknown.join(", ")}.`);
  return fields as PaperMetadataField[];
}

function describeEdits(paper: PaperDetail): string {
  const corrected = paper.edited.map(correctionLabel);
  const lines = [`#${paper.id}  ${paper.name}`, corrected.length > 0 ? `Corrected: ${corrected.join(", ")}` : "No corrections: every field shows what was read from the PDF."];
  // What a correction did not settle, so the next edit can: the same words as `show`.
  if (paper.reading.doubts.length > 0) lines.push(`Still to check: ${paper.reading.doubts.map((d) => d.message).join("; ")}`);
  return lines.join("\n");
}

/** A corrected field as `show` and `papers edit` name it: "title", or "doi (from Zotero)". */
export function correctionLabel(edit: PaperDetail["edited"][number]): string {
  return `${edit.field}${edit.source === "zotero" ? " (from Zotero)" : ""}`;
}
