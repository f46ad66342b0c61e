// LitQA2 as the ask benchmark reads it: the public questions (Future-House/paper-qa,
// reproduction/docs/litqa-v2-public.jsonl), its published train/eval split when present, and the
// PDFs, named by their DOI (reproduction/litqa_pdfs/<URL-encoded DOI>.pdf). Nothing of it is in
// this repository: the folder comes from DISTILLATE_LITQA_DIR.
import fs from "node:fs";
import path from "node:path";

export interface LitQaQuestion {
  id: string;
  question: string;
  ideal: string;
  distractors: string[];
  /** The source paper's DOI, lower-cased. */
  doi: string;
  /** The passage the question was written from; null for a few questions. */
  keyPassage: string | null;
  /** "train" or "eval" in the published split; "unsplit" when the split file is absent or silent. */
  split: string;
}

export interface LitQaFolder {
  questions: LitQaQuestion[];
  /** PDF files by the DOI their name spells, lower-cased. */
  pdfs: Map<string, string>;
  splitFile: string | null;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The split file's question ids by split name (it is JSON5: `train: { question_ids: ["…", …] }`). */
function readSplits(file: string): Map<string, string> {
  const text = fs.readFileSync(file, "utf8");
  const splits = new Map<string, string>();
  const sections = text.split(/^\s{2}(\w+):\s*\{/m);
  for (let i = 1; i + 1 < sections.length; i += 2) {
    for (const match of sections[i + 1]!.matchAll(/"([0-9a-f-]{36})"/g)) splits.set(match[1]!, sections[i]!);
  }
  return splits;
}

/** Reads the folder; null when it lacks the questions file. */
export function readLitQaFolder(dir: string): LitQaFolder | null {
  const files = filesUnder(dir);
  const questionsFile = files.find((f) => path.basename(f) === "litqa-v2-public.jsonl");
  if (!questionsFile) return null;
  const splitFile = files.find((f) => /litqa2-splits\.json5$/.test(f)) ?? null;
  const splits = splitFile ? readSplits(splitFile) : new Map<string, string>();
  const questions = fs
    .readFileSync(questionsFile, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { id: string; question: string; ideal: string; distractors: string[]; sources: string[]; "key-passage": string | null })
    .map((q) => ({
      id: q.id,
      question: q.question,
      ideal: q.ideal,
      distractors: q.distractors,
      doi: (q.sources[0] ?? "").replace(/^https?:\/\/(dx\.)?doi\.org\//, "").toLowerCase(),
      keyPassage: q["key-passage"] ?? null,
      split: splits.get(q.id) ?? "unsplit",
    }));
  const pdfs = new Map<string, string>();
  for (const file of files) {
    if (!file.toLowerCase().endsWith(".pdf")) continue;
    pdfs.set(decodeURIComponent(path.basename(file, path.extname(file))).toLowerCase(), file);
  }
  return { questions, pdfs, splitFile };
}

const words = (text: string) => new Set((text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1));

/** The share of the key passage's distinct words (two characters or more) that `text` holds. */
export function keyCoverage(keyPassage: string, text: string): number {
  const key = words(keyPassage);
  const have = words(text);
  let found = 0;
  for (const word of key) if (have.has(word)) found++;
  return found / Math.max(1, key.size);
}

/**
 * A passage holds the key passage when it has at least this share of its words. The key passages
 * are quoted by hand and the PDF text differs from them in hyphens, symbols and line breaks, so
 * an exact match would miss most; a passage on the same point but in other words stays below it.
 */
export const KEY_COVERAGE = 0.7;

/** The question as LitQA2 poses it: its text and its choices (the "insufficient information" option aside). */
export function withChoices(q: LitQaQuestion): string {
  return `${q.question} ${[q.ideal, ...q.distractors].join("; ")}`;
}
