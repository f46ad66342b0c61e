import type { PageText } from "../layout/types.ts";
import { CJK_LABEL_START } from "./cjkTableLabels.ts";
import { labelRunCount, labelRunText } from "./labelRuns.ts";
import { labelEnd } from "./tableLabel.ts";
import { MAX_TABLE_PAGE_PIECES } from "./tableLimits.ts";
import { hasTabularRows, hasTabularRowsInColumn } from "./tabularRuns.ts";

/** Sideways characters, and lines of them, that make a page worth a look for a table printed sideways (a margin stamp has one or two lines). */
const SIDEWAYS_TABLE_CHARACTERS = 120;
const SIDEWAYS_TABLE_LINES = 5;

/**
 * Whether a page may hold a table, judged from its text alone before anything else is read: a run
 * opening with a table label set as a caption's ("Table 2.", "T A B L E 3", a label in a font of
 * its own), or sideways text of several lines (a table printed sideways); "Table 2 shows" in the
 * running text does not count. These pages, and those `mayHoldAnyTable` adds, have their rules and
 * fills read, a second pass over the page's content (about half the cost of reading its text).
 */
export function mayHoldTable(page: PageText): boolean {
  // Asked more than once of each page (which pages to read the rules of, which to look for tables on):
  // the answer is kept for the page, whose runs do not change once read.
  let answer = answers.get(page);
  if (answer === undefined) {
    answer = page.runs.length + page.sideways.length <= MAX_TABLE_PAGE_PIECES && (hasCaptionRun(page.runs) || hasCaptionRun(page.sideways) || sidewaysLines(page) >= SIDEWAYS_TABLE_LINES);
    answers.set(page, answer);
  }
  return answer;
}

const answers = new WeakMap<PageText, boolean>();

/** Whether the page may hold a table of any kind: a caption, sideways lines, or rows of cells with no caption. */
export function mayHoldAnyTable(page: PageText): boolean {
  if (mayHoldTable(page)) return true;
  // Asked twice of each page (whose rules to read, where to look for tables), and a sort of its
  // runs each time: kept for the page's runs. Putting back a letter's case between the two
  // (restoreGlyphCase) changes no answer: neither the figure label test nor the rows test reads case.
  const kept = anyAnswers.get(page);
  if (kept && kept.runs === page.runs) return kept.answer;
  // A page with a figure is not searched for tables with no caption (a figure's labels and plotted
  // statistics can look like cells; see findTables).
  const answer = page.runs.length <= MAX_TABLE_PAGE_PIECES && !page.runs.some((r) => FIGURE_LABEL.test(r.text)) && (hasTabularRows(page.runs, page.sideways) || hasTabularRowsInColumn(page.runs, page.width));
  anyAnswers.set(page, { runs: page.runs, answer });
  return answer;
}

const anyAnswers = new WeakMap<PageText, { runs: PageText["runs"]; answer: boolean }>();

/** "Fig. 3", "Figure 2", "Scheme 1" at a run's start: a figure's caption (or a sentence about one). */
export const FIGURE_LABEL = /^\s*(?:fig(?:ure)?s?\.?|scheme|chart)\s*S?\d+[a-z]?\b/i;

const LABEL_FIRST = /^\s*[TtQ]/;

type Run = { text: string; x: number; w: number; size: number; font: string; y: number };

/** The font and size most of these runs' characters are set in: the running text's. */
function bodyStyle(runs: readonly Run[]): string {
  const weight = new Map<string, number>();
  let best = "";
  let most = 0;
  for (const run of runs) {
    const key = `${run.font}@${Math.round(run.size * 2)}`;
    const w = (weight.get(key) ?? 0) + run.text.length;
    weight.set(key, w);
    if (w > most) [best, most] = [key, w];
  }
  return best;
}

function hasCaptionRun(runs: readonly Run[]): boolean {
  // A label in the running text's own font and size, with a sentence after it, is a sentence that
  // mentions a table ("... in Supplementary / Table 2. The average ..."), not a caption.
  let body: string | undefined;
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    // Every label opens with a T (Table, Tab., Tabla..., or "tABLE" from a faulty font), a Q (Quadro),
    // or the Korean, Chinese or Japanese word or its bracket: most runs are passed over at once.
    if (!LABEL_FIRST.test(run.text) && !CJK_LABEL_START.test(run.text)) continue;
    body ??= bodyStyle(runs);
    // The page's most used style is the captions' own on a page of tables and figures with little
    // running text: the label is in a sentence only when the line above, in its style, runs on into it.
    if (`${run.font}@${Math.round(run.size * 2)}` === body && run.text.trim().split(/\s+/).length > 6 && runsOnInto(runs, i)) continue;
    const text = labelRunText(runs, i);
    const end = labelEnd(text);
    if (end < 0) continue;
    const rest = text.slice(end);
    if (/^\s*(?:[.:|—–-]|\(?cont|$)/i.test(rest)) return true;
    // A caption set whole in a font the running text is not set in.
    if (run.font !== body.slice(0, body.lastIndexOf("@"))) return true;
    // "Table 1" in bold, then its title in another font.
    const next = runs[i + 1];
    if (next && next.font !== run.font && Math.abs(next.y - run.y) < 0.3 * run.size) return true;
  }
  return false;
}

/** Whether the run before, on the line just above in the same type, leaves its sentence open into this one. */
function runsOnInto(runs: readonly Run[], i: number): boolean {
  const run = runs[i]!;
  const before = runs[i - 1];
  if (!before || before.font !== run.font || Math.abs(before.size - run.size) > 0.3) return false;
  const gap = run.y - before.y;
  return gap > 0.5 * run.size && gap < 1.8 * run.size && /[\p{L}\p{N},;]\s*$/u.test(before.text);
}

/**
 * How many lines of two or more pieces the page's sideways text makes (baselines a point apart): a
 * table's rows have several cells, a figure's turned axis labels one each.
 */
function sidewaysLines(page: PageText): number {
  let characters = 0;
  const pieces = new Map<number, number>();
  for (const run of page.sideways) {
    characters += run.text.length;
    const key = Math.round(run.x);
    pieces.set(key, (pieces.get(key) ?? 0) + 1);
  }
  if (characters < SIDEWAYS_TABLE_CHARACTERS) return 0;
  let lines = 0;
  for (const n of pieces.values()) if (n >= 2) lines++;
  return lines;
}

/**
 * Whether a table caption on the page stands over (or under) a stretch with no text at all, within
 * the page: where a table printed as a picture would be. Only then are the page's pictures read,
 * which costs their decoding.
 */
export function mayHoldImageTable(page: PageText): boolean {
  const reach = 90;
  for (let i = 0; i < page.runs.length; i++) {
    const run = page.runs[i]!;
    // The label with its number when the number is set in a run of its own (labelRunText).
    if (labelEnd(labelRunText(page.runs, i)) < 0 || !hasCaptionRun(page.runs.slice(i, i + labelRunCount(page.runs, i) + 1))) continue;
    const across = (r: PageText["runs"][number]) => r.x < run.x + Math.max(run.w, 200) && r.x + r.w > run.x;
    const empty = (from: number, to: number) => from > 0.04 * page.height && to < 0.96 * page.height && !page.runs.some((r) => r !== run && across(r) && r.y > from && r.y < to);
    if (empty(run.y + 1.5 * run.size, run.y + reach) || empty(run.y - reach, run.y - 1.5 * run.size)) return true;
  }
  return false;
}
