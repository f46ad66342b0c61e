import fs from "node:fs";
import path from "node:path";
import type { PaperMetadataChanges } from "../../../contract/papers.ts";
import { describeFsError } from "../../documents/describeFsError.ts";
import { ZoteroExportUnreadableError } from "../../errors/ZoteroExportUnreadableError.ts";
import { latexToText } from "./latexText.ts";
import { parseBibtex, type BibtexEntry } from "./parseBibtex.ts";
import { pdfPathsOfFileField, resolveFrom } from "./zoteroFilePaths.ts";
import type { ZoteroEntry } from "./ZoteroEntry.ts";

/**
 * The items of a Zotero export, CSL-JSON or BibTeX (told apart by their first character, not
 * the file's extension, since people rename exports). ZoteroExportUnreadableError when the
 * file cannot be read or holds no item.
 */
export function readZoteroExport(file: string): ZoteroEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    throw new ZoteroExportUnreadableError(file, describeFsError(error));
  }
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
    entries = parseBibtex(text).map((entry) => fromBibtex(entry, dir));
  }
  if (entries.length === 0) throw new ZoteroExportUnreadableError(file, "no BibTeX entry or CSL-JSON item was found in it");
  return entries;
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
  const label = str(item["citation-key"]) ?? (item.id === undefined ? undefined : String(item.id)) ?? metadata.title ?? `item ${index + 1}`;
  return { label, pdfs, metadata };
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
