import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ModelRoleSchema } from "../../../src-main/contract/models.ts";
import { QA_FILTER_IDS } from "../../../src-main/contract/metricIds.ts";
import { ScoreVerdictSchema } from "../../../src-main/contract/metrics.ts";
import { VERDICT_TONES } from "../../../src-main/contract/scoreWords.ts";
import { DIFFICULTIES, QaVerdictSchema, ReviewDecisionSchema } from "../../../src-main/contract/review.ts";
import { RUN_STATUSES } from "../../../src-main/contract/runOutcome.ts";
import { ARIA_SORTS } from "../../../src-renderer/src/shared/ariaSort.ts";

// A concept's values are declared once, in contract/, and imported everywhere else (the
// repositories included). A second hand-written list drifts: a level added in one place is
// refused or lost in another. This test reads the source and finds such lists.

const root = path.resolve(import.meta.dirname, "../../..");

/** Each concept, its values as the contract declares them, and the one file allowed to list them. */
const CONCEPTS: { name: string; values: readonly string[]; declaredIn: string }[] = [
  { name: "difficulty", values: DIFFICULTIES, declaredIn: "src-main/contract/review.ts" },
  { name: "QA verdict", values: QaVerdictSchema.options, declaredIn: "src-main/contract/review.ts" },
  { name: "review decision", values: ReviewDecisionSchema.options, declaredIn: "src-main/contract/review.ts" },
  { name: "model role", values: ModelRoleSchema.options, declaredIn: "src-main/contract/models.ts" },
  { name: "run status", values: RUN_STATUSES, declaredIn: "src-main/contract/runOutcome.ts" },
  { name: "score verdict", values: ScoreVerdictSchema.options, declaredIn: "src-main/contract/metrics.ts" },
  { name: "QA filter id", values: QA_FILTER_IDS, declaredIn: "src-main/contract/metricIds.ts" },
  { name: "verdict tone", values: VERDICT_TONES, declaredIn: "src-main/contract/scoreWords.ts" },
  // The renderer's own concept: how a sortable header reads, for the library's and the review's tables alike.
  { name: "column sort (aria-sort)", values: ARIA_SORTS, declaredIn: "src-renderer/src/shared/ariaSort.ts" },
];

/** Source files of the app, the CLI and the scripts; migrations are history and keep their SQL as written. */
function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "migrations") yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1")
    .replace(/\s+/g, " ");

const LITERAL = `["'](?:[^"'\\\\]|\\\\.)*["']`;
/** The shapes a hand-written list takes: a union type, an array (or z.enum), an `===` chain, a SQL CASE. */
const LIST_SHAPES = [
  new RegExp(`${LITERAL}(?:\\s*\\|\\s*${LITERAL})+`, "g"),
  new RegExp(`\\[\\s*${LITERAL}(?:\\s*,\\s*${LITERAL})+\\s*,?\\s*\\]`, "g"),
  new RegExp(`\\w+ === ${LITERAL}(?:\\s*\\|\\|\\s*\\w+ === ${LITERAL})+`, "g"),
  new RegExp(`(?:WHEN ${LITERAL} THEN \\w+\\s*)+`, "g"),
];

/**
 * The hand-written lists of a concept in a text: every value, and at most three other literals
 * (so `"pending" | "accepted" | "rejected" | "all"` counts, a vocabulary of hundreds of words does not).
 */
function handLists(text: string, values: readonly string[]): string[] {
  const found: string[] = [];
  const source = withoutComments(text);
  for (const shape of LIST_SHAPES) {
    for (const match of source.matchAll(shape)) {
      const literals = new Set([...match[0].matchAll(new RegExp(LITERAL, "g"))].map((m) => m[0].slice(1, -1)));
      if (values.every((v) => literals.has(v)) && literals.size - values.length <= 3) found.push(match[0]);
    }
  }
  return found;
}

function listsOutside(concept: (typeof CONCEPTS)[number]): string[] {
  const places: string[] = [];
  for (const top of ["src-main", "src-renderer", "bin", "scripts"]) {
    if (!fs.existsSync(path.join(root, top))) continue;
    for (const file of sourceFiles(path.join(root, top))) {
      const relative = path.relative(root, file).split(path.sep).join("/");
      for (const list of handLists(fs.readFileSync(file, "utf8"), concept.values)) places.push(`${relative}: ${list}`);
    }
  }
  return places.filter((place) => !place.startsWith(`${concept.declaredIn}: `));
}

describe("one declaration per concept", () => {
  it("finds the shapes a re-declaration takes (so the check below can fail)", () => {
    expect(handLists(`export type Difficulty = "easy" | "medium" | "hard";`, DIFFICULTIES)).toHaveLength(1);
    expect(handLists(`z.enum(["hard", "easy", "medium"])`, DIFFICULTIES)).toHaveLength(1);
    expect(handLists(`return v === "easy" || v === "medium" || v === "hard" ? v : null;`, DIFFICULTIES)).toHaveLength(1);
    expect(handLists("CASE d WHEN 'easy' THEN 1 WHEN 'medium' THEN 2 WHEN 'hard' THEN 3 END", DIFFICULTIES)).toHaveLength(1);
    expect(handLists(`type Verdict = "pending" | "accepted" | "rejected" | "all";`, QaVerdictSchema.options)).toHaveLength(1);
    // A subset is a use of the concept, not a declaration of it.
    expect(handLists(`status IN ('running', 'paused')`, RUN_STATUSES)).toEqual([]);
    expect(handLists(`// type Difficulty = "easy" | "medium" | "hard";`, DIFFICULTIES)).toEqual([]);
  });

  for (const concept of CONCEPTS) {
    it(`declares the ${concept.name} values only in ${concept.declaredIn}`, () => {
      const declaring = fs.readFileSync(path.join(root, concept.declaredIn), "utf8");
      expect(handLists(declaring, concept.values)).toHaveLength(1);
      expect(listsOutside(concept)).toEqual([]);
    });
  }
});

/**
 * Names that once meant two different things (a request's tokens and a generator's totals; the
 * stored paper and the library's row; a strategy's settings field and the app settings' field;
 * the run's request and the engine's; a model's availability and the screens' map of them; a
 * retrieved passage and scirgen's scored paragraph; the ports' JSON schema and the engine's grammar
 * schema; passages' chunking and a file read in chunks; a stored paper's file and a stat's identity
 * fields; a paper's metadata value and a GGUF header's scalar) or one shape declared twice (kgqa's
 * and ccqg's questions; a view's alias of the contract's paper and run status; the judge's overall
 * verdict and a QA's review verdict; kgqa's and ccqg's answers, scirgen's and retchem's question
 * types, ccqg's salient and scirgen's retrieved paragraphs, the reader's and the pipeline's chunks,
 * the reader's page text and the find bar's, the reader's block roles and an import's field roles,
 * the host's options and its factory's, the judge service and the view's hook, the contract's
 * paper tabs and the side panel's, the OCR notes and the overlay's copy of them, pdf.js's operator
 * list as the OCR bound and the page readers each declared it, an import's page progress and the
 * parser pool's, the CLI's sizes in decimal units and the app's in binary ones, a paper's language
 * and an OCR language code, a server's origin and an imported QA's, the reader's bullet and OCR's copy,
 * a CSV field and the export's wrapper of it, the run form's choices and the report's list of runs):
 * each is now exported from one file, and a second export of the name would bring the confusion back.
 */
const ONE_MEANING_NAMES = ["TokenCounts", "PaperRow", "QuestionsOutput", "SettingsField", "GenerateRequest", "ModelAvailabilityState", "RetrievedPassage", "JsonSchema", "ChunkOptions", "FileIdentity", "MetadataValue", "PaperStatus", "RunStatus", "QaVerdict", "AnswerOutput", "QuestionType", "ScoredParagraph", "Chunk", "PageText", "Role", "ModelHostOptions", "Judging", "PaperTab", "OcrNotes", "OperatorList", "PageProgress", "formatBytes", "formatParameters", "formatTokens", "languageName", "originOf", "BULLET", "csvField", "useRunChoices"];

function filesExporting(name: string): string[] {
  const declaration = new RegExp(`^export (?:interface|type|function|const|class) ${name}\\b`, "m");
  const places: string[] = [];
  for (const top of ["src-main", "src-renderer"]) {
    for (const file of sourceFiles(path.join(root, top))) {
      if (declaration.test(fs.readFileSync(file, "utf8"))) places.push(path.relative(root, file).split(path.sep).join("/"));
    }
  }
  return places;
}

describe("one meaning per exported name", () => {
  for (const name of ONE_MEANING_NAMES) {
    it(`exports ${name} from one file`, () => {
      expect(filesExporting(name)).toHaveLength(1);
    });
  }
});

/** The three fields of a token count, each at zero, in whatever order and quoting they are written. */
const ZERO_FIELD = `["']?(prompt|evaluated|generated)["']?\\s*:\\s*0`;
const ZERO_COUNT = new RegExp(`\\{\\s*${ZERO_FIELD}\\s*,\\s*${ZERO_FIELD}\\s*,\\s*${ZERO_FIELD}\\s*,?\\s*\\}`, "g");

/** The empty token counts a text writes by hand: an object literal of exactly the three fields, all zero. */
function emptyTokenCounts(text: string): string[] {
  return [...withoutComments(text).matchAll(ZERO_COUNT)].filter((m) => new Set(m.slice(1, 4)).size === 3).map((m) => m[0]);
}

describe("an empty token count is written once", () => {
  it("finds one written in any field order (so the check below can fail)", () => {
    expect(emptyTokenCounts("const t = { prompt: 0, evaluated: 0, generated: 0 };")).toHaveLength(1);
    expect(emptyTokenCounts("return { generated: 0, prompt: 0, evaluated: 0 };")).toHaveLength(1);
    expect(emptyTokenCounts(`tokens: { "evaluated": 0, "generated": 0, "prompt": 0, },`)).toHaveLength(1);
    // A count that is not empty, or not a whole count, is not a second declaration of the empty one.
    expect(emptyTokenCounts("{ prompt: 0, evaluated: 0, generated: 3 }")).toEqual([]);
    expect(emptyTokenCounts("{ prompt: 0, prompt: 0, generated: 0 }")).toEqual([]);
    expect(emptyTokenCounts("{ prompt: 0, generated: 0 }")).toEqual([]);
  });

  it("starts every sum from contract/tokens.ts's noTokens()", () => {
    const places: string[] = [];
    for (const top of ["src-main", "src-renderer"]) {
      for (const file of sourceFiles(path.join(root, top))) {
        if (emptyTokenCounts(fs.readFileSync(file, "utf8")).length > 0) places.push(path.relative(root, file).split(path.sep).join("/"));
      }
    }
    expect(places).toEqual(["src-main/contract/tokens.ts"]);
  });
});
