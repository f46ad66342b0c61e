import { PAPER_METADATA_FIELDS, PaperEditRequestSchema, type PaperMetadataField } from "../../../contract/paperEdits.ts";
import { type PaperDetail } from "../../../contract/paperDetail.ts";
import { ocrDoubtLine } from "../../../contract/ocrDoubtLine.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { parseRequest } from "../requestOptions.ts";

/** `--authors "Ada Lovelace; Alan Turing"`: a list separated by semicolons; empty clears it. */
const semicolonList = (text: string): string[] => text.split(";").filter((v) => v.trim() !== "");

/** A four-digit year, or "" to clear it. */
function yearText(text: string, flag: string): number | null {
  const year = text.trim();
  if (year !== "" && !/^\d{4}$/.test(year)) throw new UsageError(`${flag} takes a four-digit year such as 2021 (or "" to clear it), not "${text}".`);
  return year === "" ? null : Number(year);
}

function revertedFields(text: string, flag: string): PaperMetadataField[] {
  const fields = text.split(",").map((f) => f.trim()).filter(Boolean);
  const unknown = fields.filter((f) => !(PAPER_METADATA_FIELDS as readonly string[]).includes(f));
  if (unknown.length > 0) throw new UsageError(`${flag} names fields among ${PAPER_METADATA_FIELDS.join(", ")}; not ${unknown.join(", ")}.`);
  return fields as PaperMetadataField[];
}

const options = defineOptions({
  title: { type: "string", value: "<text>", help: "the corrected title", default: "unchanged", fills: "changes.title" },
  authors: { type: "string", value: '"<name>; <name>"', help: "the corrected authors, separated by semicolons", default: "unchanged", fills: "changes.authors", parse: semicolonList },
  doi: { type: "string", value: "<doi>", help: "the corrected DOI", default: "unchanged", fills: "changes.doi" },
  year: { type: "string", value: "<yyyy>", help: "the corrected year", default: "unchanged", fills: "changes.year", parse: yearText },
  venue: { type: "string", value: "<text>", help: "the corrected journal or conference", default: "unchanged", fills: "changes.venue" },
  abstract: { type: "string", value: "<text>", help: "the corrected abstract", default: "unchanged", fills: "changes.abstract" },
  keywords: { type: "string", value: '"<word>; <word>"', help: "the corrected keywords, separated by semicolons", default: "unchanged", fills: "changes.keywords", parse: semicolonList },
  revert: { type: "string", value: "<field,field...>", help: "fields to take back to what was read from the PDF", default: "none", fills: "revert", parse: revertedFields },
});

export const papersEditCommand = defineCommand({
  path: ["papers", "edit"],
  summary: 'Correct a paper\'s metadata (lists separated by ";", an empty value clears the field); --revert title,doi takes fields back to what was read.',
  usage: "<paperId>",
  options,
  positionals: true,
  async run({ io, json, core }, values, positionals) {
    const [id, extra] = positionals;
    if (id === undefined || extra !== undefined || !/^[1-9]\d*$/.test(id)) {
      throw new UsageError(`Name one paper by its id (a positive whole number; "distillate papers" lists them).`);
    }
    const { changes = {}, revert = [] } = parseRequest(PaperEditRequestSchema, options, values);
    if (Object.keys(changes).length === 0 && revert.length === 0) {
      throw new UsageError("Say what to correct, e.g. --title \"...\" or --authors \"Ada Lovelace; Alan Turing\", or what to --revert.");
    }
    const paper = await core().services.library.editPaper(Number(id), { changes, revert });
    io.stdout((json ? JSON.stringify(paper, null, 2) : describeEdits(paper)) + "\n");
    return 0;
  },
});

function describeEdits(paper: PaperDetail): string {
  const corrected = paper.edited.map(correctionLabel);
  const lines = [`#${paper.id}  ${paper.name}`, corrected.length > 0 ? `Corrected: ${corrected.join(", ")}` : "No corrections: every field shows what was read from the PDF."];
  // What a correction did not settle, so the next edit can: the same words as `show`.
  if (paper.reading.doubts.length > 0) lines.push(`Still to check: ${paper.reading.doubts.map((d) => ocrDoubtLine(d, paper.ocr)).join("; ")}`);
  return lines.join("\n");
}

/** A corrected field as `show` and `papers edit` name it: "title", or "doi (from Zotero)". */
export function correctionLabel(edit: PaperDetail["edited"][number]): string {
  return `${edit.field}${edit.source === "zotero" ? " (from Zotero)" : ""}`;
}
