import { tableName } from "../../../../contract/tableWords.ts";
import type { TokenBudget } from "../../ports.ts";
import type { GenerationTable, PaperForGeneration } from "../paperForGeneration.ts";
import { TableDoesNotFitError } from "./TableDoesNotFitError.ts";
import { contextNeeded, fitsContext, outputTokens, requestTokens, type Messages } from "./requestSize.ts";
import type { TableScope } from "./tableItems.ts";
import { marker, sentenceId, type ShownSentence } from "./sentenceIds.ts";
import { tableMessages } from "./tablePrompt.ts";

// A table item's rows cut into the requests a model's context holds. A model of 2,048 tokens
// (stories-sized models, many a laptop's) cannot hold the instructions, a 23-row table and four
// answers at once, yet it holds two rows and two answers: so the rows are sent a few at a time,
// each request with the caption, the column headings and the notes, until every row was shown.
// A small context also asks fewer pairs per request, which frees the room kept for the answer.

/** Output tokens one pair reserves: four pairs take the 1,024 a table item always reserved. */
export const PAIR_TOKENS = 256;

/** Pairs one request asks at most. */
const MOST_PAIRS = 4;

/** Pairs asked of `rows` rows: fewer for one row, which allows no comparison. */
const pairsFor = (rows: number) => Math.min(MOST_PAIRS, 2 * rows);

/** One request of a table item: the rows it shows (stored numbers, from 0) and the pairs it asks. */
export interface TableSlice extends Messages {
  shown: ShownSentence[];
  rows: { first: number; last: number };
  count: number;
  maxTokens: number;
}

export interface SlicedTable {
  table: GenerationTable;
  slices: TableSlice[];
  /** Rows too long for any request (each left out, the others still asked about). */
  left: number;
  /** The context the longest of those rows needs; 0 when none was left out. */
  neededTokens: number;
}

/**
 * The item's rows as requests, in order, each with as many rows as the context holds beside the
 * answer it reserves. Every row is in exactly one request, but for a row that does not fit even
 * alone beside one pair's answer: it is left out and counted. TableDoesNotFitError when no row fits.
 */
export function sliceTable(paper: PaperForGeneration, scope: TableScope, budget: TokenBudget): SlicedTable {
  const table = (paper.tables ?? []).find((t) => t.index === scope.table);
  const rows = table?.rows.filter((r) => r.row >= scope.first && r.row <= scope.last) ?? [];
  if (!table || rows.length === 0) throw new TypeError(`The paper has no rows ${scope.first + 1}–${scope.last + 1} in ${scope.name}; read its tables again and plan a new run.`);
  const title = [tableName(table, table.index), table.caption].filter(Boolean).join(". ");
  const build = (at: number, n: number, pairs: number): TableSlice => {
    const shown = rows.slice(at, at + n).map((row, i): ShownSentence => ({ id: sentenceId(i + 1), passageId: row.id, start: 0, end: row.text.length, text: row.text }));
    // Said only when the rows are split, so a table that fits asks exactly as before.
    const whole = at === 0 && n === rows.length;
    const note = whole ? undefined : `(${n} of these ${rows.length} rows are shown here; the others are asked about separately.)`;
    const messages = tableMessages({ paperTitle: paper.title, title, headings: table.headings, rows: shown.map((s) => `${marker(s.id)} ${s.text}`).join("\n"), footnotes: table.footnotes, count: pairs, ...(note ? { note } : {}) });
    return { ...messages, shown, rows: { first: rows[at]!.row, last: rows[at + n - 1]!.row }, count: pairs, maxTokens: 0 };
  };
  // Each row's tokens, counted once: a request's size is estimated from them, then measured.
  const rowTokens = rows.map((r) => budget.countTokens(`${marker(sentenceId(rows.length))} ${r.text}\n`));
  const frame = requestTokens(budget, build(0, 1, MOST_PAIRS)) - rowTokens[0]!;

  /** The most rows from `at` that fit beside `maxTokens` of answer, measured; undefined when none does. */
  const largest = (at: number, pairs: number, maxTokens: number): TableSlice | undefined => {
    let n = 0;
    let used = frame;
    while (at + n < rows.length && used + rowTokens[at + n]! + maxTokens <= budget.contextSize) used += rowTokens[at + n++]!;
    for (n = Math.max(n, 1); n >= 1; n--) {
      const slice = build(at, n, Math.min(pairs, pairsFor(n)));
      if (fitsContext(budget, slice, maxTokens)) return { ...slice, maxTokens };
    }
    return undefined;
  };
  /** The request from `at`: the most pairs whose answer still leaves room for two rows (one when one is left), else any that holds a row. */
  const next = (at: number): TableSlice | undefined => {
    const wanted = Math.min(2, rows.length - at);
    let fallback: TableSlice | undefined;
    for (let pairs = MOST_PAIRS; pairs >= 1; pairs--) {
      const slice = largest(at, pairs, outputTokens(pairs * PAIR_TOKENS, budget.contextSize));
      if (slice && slice.shown.length >= wanted) return slice;
      fallback ??= slice;
    }
    return fallback;
  };

  const slices: TableSlice[] = [];
  let left = 0;
  let neededTokens = 0;
  for (let at = 0; at < rows.length; ) {
    const slice = next(at);
    if (slice) {
      slices.push(slice);
      at += slice.shown.length;
      continue;
    }
    // The context this row needs, its one pair's answer reserved as a context of that size reserves it (not as this one does).
    neededTokens = Math.max(neededTokens, contextNeeded(requestTokens(budget, build(at, 1, 1)), PAIR_TOKENS));
    left++;
    at++;
  }
  if (slices.length === 0) throw new TableDoesNotFitError({ table: scope.name, contextSize: budget.contextSize, neededTokens, maxContextSize: budget.maxContextSize ?? null });
  return { table, slices, left, neededTokens };
}
