import path from "node:path";
import type { PaperMetadataChanges } from "../../../contract/paperEdits.ts";
import { FileTooLargeError } from "../../files/FileTooLargeError.ts";
import { readRegularFileSync } from "../../files/readRegularFile.ts";
import { describeFsError } from "../../files/describeFsError.ts";
import { ZoteroExportUnreadableError } from "../../errors/ZoteroExportUnreadableError.ts";
import { latexToText } from "./latexText.ts";
import { ZOTERO_LIMITS } from "./bibtexLimits.ts";
import { parseBibtex, type BibtexEntry } from "./parseBibtex.ts";
import { pdfPathsOfFileField, resolveFrom } from "./zoteroFilePaths.ts";
import type { ZoteroEntry } from "./ZoteroEntry.ts";

/**
 * The items of a Zotero export, CSL-JSON or BibTeX (told apart by their first character, not
 * the file's extension, since people rename exports). ZoteroExportUnreadableError when the
 * file cannot be read, is no regular file or is over ZOTERO_LIMITS.fileBytes, or holds no item.
 * An item over another limit comes back with `refusal` set, in its place among the others.
 * Runs in a worker (readZoteroExportInWorker.ts): a large file takes a while.
 */
export function readZoteroExport(file: string): ZoteroEntry[] {
  const text = readExportText(file).replace(/^\uFEFF/, "");
  const dir = path.dirname(path.resolve(file));
  const trimmed = text.trimStart();
  let entries: ZoteroEntry[];
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    let items: unknown;
    try {
      items = JSON.parse(trimmed);
    } catch {
      throw new ZoteroExportUnreadableError(file, "it starts like CSL-JSON but is not valid JSON");
    }
    const list = Array.isArray(items) ? items : (items as { items?: unknown }).items;
    if (!Array.isArray(list)) throw new ZoteroExportUnreadableError(file, "it is JSON but not a list of CSL items");
    entries = list.filter((i): i is CslItem => typeof i === "object" && i !== null).map((item, index) => fromCsl(item, index, dir));
  } else {
    const parsed = parseBibtex(text);
    entries = parsed.entries.map((entry) => fromBibtex(entry, dir));
    // Each refused entry goes where it stood among the others (`before` counts the entries read ahead of it).
    for (const refused of [...parsed.refused].reverse()) entries.splice(refused.before, 0, { label: refused.key, pdfs: [], metadata: {}, refusal: refused.reason });
  }
  if (entries.length === 0) throw new ZoteroExportUnreadableError(file, "no BibTeX entry or CSL-JSON item was found in it");
  return entries;
}

/** The file's text, once it is known to be a regular file within the size limit (opened without blocking: a FIFO or a device neither hangs the read nor streams forever). */
function readExportText(file: string): string {
  try {
    return readRegularFileSync(file, { maxBytes: ZOTERO_LIMITS.fileBytes }).toString("utf8");
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      const limit = ZOTERO_LIMITS.fileBytes;
      throw new ZoteroExportUnreadableError(file, `it is ${(error.size / 2 ** 20).toFixed(0)} MiB, and Distillate reads Zotero exports of up to ${limit / 2 ** 20} MiB; export the library a collection at a time`);
    }
    throw new ZoteroExportUnreadableError(file, describeFsError(error));
  }
}

function fromBibtex(entry: BibtexEntry, dir: string): ZoteroEntry {
  const f = entry.fields;
  const text = (name: string) => (f[name] === undefined ? undefined : latexToText(f[name]));
  const metadata: PaperMetadataChanges = {};
  setText(metadata, "title", text("title"));
  if (f.author !== undefined) metadata.authors = splitAuthors(f.author).map(latexToText).map(personName).filter(Boolean);
  setText(metadata, "doi", f.doi?.trim());
  setYear(metadata, f.year ?? f.date);
  setText(metadata, "venue", text("journal") ?? text("journaltitle") ?? text("booktitle"));
  setText(metadata, "abstract", text("abstract"));
  if (f.keywords !== undefined) metadata.keywords = latexToText(f.keywords).split(/[;,]/).map((k) => k.trim()).filter(Boolean);
  return { label: entry.key || metadata.title || "(untitled entry)", pdfs: f.file === undefined ? [] : pdfPathsOfFileField(f.file, dir), metadata };
}

interface CslItem {
  id?: string | number;
  "citation-key"?: string;
  title?: string;
  author?: { family?: string; given?: string; literal?: string }[];
  DOI?: string;
  issued?: { "date-parts"?: (number | string)[][]; raw?: string; literal?: string };
  "container-title"?: string;
  abstract?: string;
  keyword?: string;
  file?: string | string[];
}

function fromCsl(item: CslItem, index: number, dir: string): ZoteroEntry {
  const metadata: PaperMetadataChanges = {};
  const refusal = cslRefusal(item);
  const label = str(item["citation-key"]) ?? (item.id === undefined ? undefined : String(item.id)) ?? str(item.title) ?? `item ${index + 1}`;
  if (refusal !== null) return { label: label.slice(0, 200), pdfs: [], metadata, refusal };
  setText(metadata, "title", str(item.title));
  if (Array.isArray(item.author)) {
    metadata.authors = item.author.map((a) => str(a.literal) ?? [str(a.given), str(a.family)].filter(Boolean).join(" ")).filter((a) => a !== "");
  }
  setText(metadata, "doi", str(item.DOI));
  const parts = item.issued?.["date-parts"]?.[0]?.[0];
  setYear(metadata, parts === undefined ? (item.issued?.raw ?? item.issued?.literal) : String(parts));
  setText(metadata, "venue", str(item["container-title"]));
  setText(metadata, "abstract", str(item.abstract));
  if (typeof item.keyword === "string") metadata.keywords = item.keyword.split(/[;,]/).map((k) => k.trim()).filter(Boolean);
  // Zotero's own CSL-JSON has no file paths; other tools add them as `file`, in Zotero's BibTeX form or as plain paths.
  const files = typeof item.file === "string" ? [item.file] : Array.isArray(item.file) ? item.file.filter((f) => typeof f === "string") : [];
  const pdfs = files.flatMap((f) => (/\.pdf$/i.test(f.trim()) && !f.includes(";") ? [resolveFrom(dir, f.trim())] : pdfPathsOfFileField(f, dir)));
  return { label, pdfs, metadata };
}

/** Why a CSL item is over the limits a BibTeX entry has, or null: every string in it counts (CSL items nest a few levels at most). */
function cslRefusal(item: CslItem): string | null {
  let total = 0;
  const pending: [unknown, string, number][] = [[item, "", 0]];
  while (pending.length > 0) {
    const [value, field, depth] = pending.pop()!;
    if (typeof value === "string") {
      if (value.length > ZOTERO_LIMITS.fieldChars) return `its field "${field}" is longer than ${ZOTERO_LIMITS.fieldChars.toLocaleString("en")} characters`;
      total += value.length;
    } else if (typeof value === "object" && value !== null && depth < 8) {
      for (const [key, child] of Object.entries(value)) pending.push([child, field || key, depth + 1]);
    }
  }
  return total > ZOTERO_LIMITS.entryChars ? `its fields hold more than ${ZOTERO_LIMITS.entryChars.toLocaleString("en")} characters together` : null;
}

const str = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

function setText(metadata: PaperMetadataChanges, field: "title" | "doi" | "venue" | "abstract", value: string | undefined): void {
  if (value !== undefined && value.trim() !== "") metadata[field] = value.trim();
}

function setYear(metadata: PaperMetadataChanges, value: string | undefined): void {
  const year = /\b(\d{4})\b/.exec(value ?? "")?.[1];
  if (year !== undefined) metadata.year = Number(year);
}

/** BibTeX authors are separated by "and" outside braces ("{Barnes and Noble}" is one name). */
function splitAuthors(field: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < field.length; i++) {
    if (field[i] === "{") depth++;
    else if (field[i] === "}") depth--;
    else if (depth === 0 && /^\sand\s/i.test(field.slice(i, i + 5))) {
      names.push(field.slice(start, i));
      start = i + 4;
    }
  }
  names.push(field.slice(start));
  return names.map((n) => n.trim()).filter(Boolean);
}

/** "Curie, Marie" reads "Marie Curie"; "Marie Curie" stays. */
function personName(name: string): string {
  const [last, first] = name.split(/,\s*/, 2);
  return first === undefined ? name : `${first} ${last}`.trim();
}
