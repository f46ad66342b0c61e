import { holdsChartScale } from "./chartAxis.ts";
import { isCodeListing } from "./codeListing.ts";
import { isContentsList } from "./contentsList.ts";
import { isDisplayFraction } from "./displayFraction.ts";
import { isFlushBetweenRules } from "./flushToRules.ts";
import { isNumberedDisplay } from "./numberedDisplay.ts";
import { isPageColumnsPair } from "./pageColumnsPair.ts";
import type { RegionTable } from "./readTableRegion.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import type { Chunk } from "./tableChunks.ts";

/**
 * What a refusal sees, by when it is asked: a region walked from its rules, with its baseline
 * bands, before it is judged a table (unlabelledRegions); a region found with no caption, before
 * it is read (tablesOfFrame); the rows read from a region (tablesOfFrame).
 */
export interface RefusalSeen {
  walked: { context: RegionContext; region: TableRegion; bands: readonly (readonly Chunk[])[] };
  found: { context: RegionContext; region: TableRegion };
  read: { context: RegionContext; region: TableRegion; read: RegionTable; pageNumber: number; monospaced?: readonly string[] };
}

/** A kind of region read as rows of cells that is no table: why, and whether its area stays out of the body's text all the same. */
export type FalseTable = {
  [S in keyof RefusalSeen]: {
    stage: S;
    refuses(seen: RefusalSeen[S]): boolean;
    reason: string;
    /** Kept out of the body's text, as a table's area is (a list of contents would feign headings there); otherwise read as text. Defaults to false. */
    keptApart?: boolean;
  };
}[keyof RefusalSeen];

/** A fraction's bar between its numerator and denominator, the display's terms beside it. */
export function displayFraction({ context, region, bands }: RefusalSeen["walked"]): boolean {
  return isDisplayFraction(region, context.chunks, bands.length);
}

/** A block set flush to its two rules' ends, as text is, with no header rule: a colophon, not cells. */
export function flushBetweenRules({ region, bands }: RefusalSeen["walked"]): boolean {
  return isFlushBetweenRules(region, bands);
}

/** A chart's scale (numbers at an axis's ticks) is no column of cells. */
export function chartScale({ context, region }: RefusalSeen["found"]): boolean {
  return holdsChartScale(region, context.chunks, context.edges, context.verticals ?? []);
}

/** A list of contents: titles beside page numbers from its own page on. */
export function contentsList({ read, pageNumber }: RefusalSeen["read"]): boolean {
  return isContentsList(read.rows, pageNumber);
}

/** A code listing: numbered lines in a monospaced font. */
export function codeListing({ read, monospaced }: RefusalSeen["read"]): boolean {
  return isCodeListing([...read.header, ...read.rows], read.taken, monospaced);
}

/** A displayed equation, its number alone at its right. */
export function numberedDisplay({ context, read }: RefusalSeen["read"]): boolean {
  return isNumberedDisplay(read.box, [...read.header, ...read.rows], context.lines);
}

/** The page's own two text columns side by side, with no rule: its text, read as text. */
export function pageColumns({ context, read }: RefusalSeen["read"]): boolean {
  return read.ruling === "none" && isPageColumnsPair(read.columns, context.gutter(), context.lines, context.frameWidth);
}

/** Every refusal, in the order each judge asks them: the first that refuses a region is its reason. */
export const FALSE_TABLES: readonly FalseTable[] = [
  { stage: "walked", refuses: displayFraction, reason: "a display's fraction bar" },
  { stage: "walked", refuses: flushBetweenRules, reason: "a block flush to its two rules' ends (a colophon)" },
  { stage: "found", refuses: chartScale, reason: "a chart's scale" },
  { stage: "read", refuses: contentsList, reason: "a list of contents", keptApart: true },
  { stage: "read", refuses: codeListing, reason: "a code listing", keptApart: true },
  { stage: "read", refuses: numberedDisplay, reason: "a numbered display", keptApart: true },
  { stage: "read", refuses: pageColumns, reason: "the page's own two text columns" },
];

/** The first refusal of this stage that refuses what is seen, or undefined when none does. */
export function falseTable<S extends keyof RefusalSeen>(stage: S, seen: RefusalSeen[S]): FalseTable | undefined {
  return FALSE_TABLES.find((t) => t.stage === stage && (t.refuses as (s: RefusalSeen[S]) => boolean)(seen));
}
