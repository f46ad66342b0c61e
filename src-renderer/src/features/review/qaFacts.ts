// The labels and context the strategies store with a QA (src-main/core/pipeline/strategies), in
// words for people: a name for each key, values in their units, and the keys that only tie
// records together (passage ids, text offsets) left out. A key not listed here (a future
// strategy's) is shown with its name written out in words, never as the raw key.

import { describeOrigin, qaOriginOf } from "@contract/qaImport.ts";
import { tableName } from "@contract/tableWords.ts";

export interface FactWords {
  label: string;
  /** The value in words; omitted for values shown as they are. */
  value?(value: unknown): string | null;
  /** Internal bookkeeping a reader has no use for. */
  hidden?: boolean;
}

const count = (unit: string) => (value: unknown) => (typeof value === "number" ? `${value.toLocaleString("en-US")} ${unit}` : null);
const yesNo = (value: unknown) => (value === true ? "yes" : value === false ? "no" : null);
const noneIfEmpty = (value: unknown) => (Array.isArray(value) && value.length === 0 ? "none" : null);

const POLICIES: Record<string, string> = {
  "whole-paper": "The whole paper",
  "section-selection": "Chosen sections (the paper is longer than the model's context)",
  "section-groups": "One group of sections (the paper is longer than the model's context, so it is read group by group)",
  table: "One table of the paper, row by row",
};

/** Keys of a QA's `labels` and `context`, as the strategies write them. */
export const FACT_WORDS: Record<string, FactWords> = {
  // SciQAG
  keyphrases: { label: "Topics of this QA" },
  paperKeyphrases: { label: "Paper's keyphrases" },
  // ChemLit-QA
  reasoningType: { label: "Reasoning type" },
  reasoning: { label: "The model's reasoning before the QA" },
  negativeKind: { label: "Kind of negative", value: (v) => (v === "model-marked" ? "The model found its own question not answerable from the chunk" : v === "paired-context" ? "A similar chunk that does not answer the question (ChemLit-QA-neg)" : null) },
  bridgeEntity: { label: "Bridge entity (multi-hop)" },
  bridgedChunks: { label: "Chunks joined", value: (v) => (Array.isArray(v) ? v.map((c) => `Chunk ${Number(c) + 1}`).join(" and ") : null) },
  bridgeChunks: { label: "Chunks joined", hidden: true },
  pairedChunk: { label: "Context that does not answer it" },
  similarBy: { label: "Similar chunks found by", value: (v) => (v === "embeddings" ? "The embedding model (distance)" : v === "bm25" ? "BM25 word matching (no embedding model set)" : null) },
  sourceSegments: { label: "Chunk ranges", hidden: true },
  answerable: { label: "Answerable from the text", value: yesNo },
  modelAnswer: { label: "What the model answered" },
  sourceChunk: { label: "From chunk", value: (v) => (typeof v === "number" ? `Chunk ${v + 1}` : null) },
  similarChunks: { label: "Similar chunks" },
  usefulness: { label: "Why the chunk is useful" },
  chunk: { label: "Chunk", value: (v) => (typeof v === "number" ? `Chunk ${v + 1}` : null) },
  preview: { label: "Text" },
  // RetChemQA
  questionType: { label: "Question type" },
  truthValue: { label: "True or false" },
  hops: { label: "What each cited place adds", value: (v) => (Array.isArray(v) ? v.map((h: { sentence?: string; contributes?: string }) => `${h.sentence ?? "?"}: ${h.contributes ?? ""}`).join("; ") : null) },
  hopCheck: { label: "Multi-hop check", value: hopCheckWords },
  droppedForTooFewPlaces: { label: "Dropped by the multi-hop check", value: (v) => (Array.isArray(v) ? `${v.length} question${v.length === 1 ? "" : "s"}` : null) },
  // CCQG
  rank: { label: "Rank among the paper's questions" },
  rankingPhase: { label: "Ranked by", value: (v) => (v === "greedy" ? "Pairing with salient paragraphs" : v === "supplementary" ? "Similarity to the rest of the paper" : null) },
  section: { label: "Section" },
  refusal: { label: "The model found no answer in the text", value: yesNo },
  answerWords: { label: "Answer length", value: count("words") },
  sampledAnswers: { label: "Answers sampled for the consistency check" },
  originParagraph: { label: "Question written from paragraph", hidden: true },
  originSalience: { label: "Likeness of that paragraph to title and abstract" },
  pairedParagraphs: { label: "Paired paragraphs", hidden: true },
  pairedLeftOut: { label: "Paired paragraphs left out (context full)" },
  ranking: { label: "Ranking of the paper's questions" },
  candidates: { label: "Questions written", value: count("questions") },
  salientParagraphs: { label: "Salient paragraphs", value: count("paragraphs") },
  salienceBelowThreshold: { label: "None reached the salience threshold (most similar taken)", value: yesNo },
  leftOutForReferences: { label: "Left out for referring to figures, sections or authors", value: count("questions") },
  leftOutBySectionCap: { label: "Left out by the per-section cap", value: count("questions") },
  // How the paper was fitted to the model (every paper-level strategy)
  policy: { label: "Paper text shown", value: (v) => (typeof v === "string" ? (POLICIES[v] ?? words(v)) : null) },
  includedSections: { label: "Sections shown", value: noneIfEmpty },
  omittedSections: { label: "Sections left out", value: noneIfEmpty },
  paperTokens: { label: "Length shown", value: count("tokens") },
  group: { label: "Section group", value: (v) => (typeof v === "number" ? `Group ${v}` : null) },
  groups: { label: "Groups the paper was read in", value: (v) => (typeof v === "number" ? String(v) : null) },
  // Questions from tables (src-main/core/pipeline/strategies/shared/tableQuestions.ts)
  table: { label: "Table", value: tableWords },
  rows: { label: "Rows shown", value: rowsWords },
  rowsLeftOut: { label: "Rows left out (context full)", value: count("rows") },
  // A table too long for the model's context is sent a few rows per request (tableSlices.ts).
  request: {
    label: "Table sent in parts (context full)",
    value: (v) => {
      const r = v as { index?: unknown; of?: unknown } | null;
      return typeof r?.index === "number" && typeof r.of === "number" ? `part ${r.index} of ${r.of}` : null;
    },
  },
  tablePrompt: { label: "Prompt version" },
  // Answers kept from Ask (src-main/core/ask/keepAnswer.ts)
  askedBy: { label: "Asked in the library by" },
  askAnswerId: { label: "Answer", hidden: true },
  otherPapersCited: {
    label: "Also cited, from other papers",
    value: (v) => (Array.isArray(v) ? v.map((c: { paper?: string; page?: number; quote?: string }) => `"${c.quote ?? ""}" (${c.paper ?? "?"}, page ${c.page ?? "?"})`).join("; ") : null),
  },
  // Imported QAs (import-qas): their own section, "Where it came from" (QaOriginFacts.tsx), shows both.
  origin: { label: "Origin", value: (v) => { const o = qaOriginOf({ origin: v }); return o ? describeOrigin(o) : null; }, hidden: true },
  imported: { label: "Other fields of its row", hidden: true },
  // Ties to passages and offsets: the evidence above already shows that text.
  passageIds: { label: "Passages", hidden: true },
  segments: { label: "Segments", hidden: true },
};

/** A table a QA was asked from, as printed: "Table 1. General information for the included studies". */
function tableWords(value: unknown): string | null {
  const table = value as { index?: number; label?: string | null; caption?: string | null } | null;
  if (!table || typeof table.index !== "number") return null;
  return [tableName({ label: table.label ?? null }, table.index), table.caption].filter(Boolean).join(". ");
}

/** The rows of a table a prompt showed, as the table view numbers them: "2–23". */
function rowsWords(value: unknown): string | null {
  const rows = value as { first?: number; last?: number } | null;
  if (!rows || typeof rows.first !== "number" || typeof rows.last !== "number") return null;
  return rows.first === rows.last ? String(rows.first) : `${rows.first}–${rows.last}`;
}

/** RetChemQA's multi-hop check in a line: how many cited paragraphs added to the answer, and what each added. */
function hopCheckWords(value: unknown): string | null {
  const check = value as { contributing?: number; places?: number; required?: number; perPlace?: { contributes?: string[] }[] } | null;
  if (!check || typeof check.contributing !== "number" || typeof check.places !== "number") return null;
  const added = (check.perPlace ?? []).map((p, i) => `paragraph ${i + 1}: ${(p.contributes ?? []).slice(0, 6).join(", ") || "nothing of its own"}`);
  return `${check.contributing} of ${check.places} cited paragraphs add to the answer (${check.required ?? 2} required)${added.length ? `; ${added.join("; ")}` : ""}`;
}

/** "someKey" or "some-key" written out: "Some key". */
export function words(key: string): string {
  const text = key
    .replace(/[-_.]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function factLabel(key: string): string {
  return FACT_WORDS[key]?.label ?? words(key);
}

/** The value in words when the key has a rule for it, else null (show it as it is). */
export function factValue(key: string, value: unknown): string | null {
  return FACT_WORDS[key]?.value?.(value) ?? null;
}

/** The entries worth showing, in their stored order. */
export function visibleFacts(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record).filter(([key]) => !FACT_WORDS[key]?.hidden);
}
