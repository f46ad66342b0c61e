// The near-duplicate index against comparing every pair, QA by QA, on the cases its shortcuts
// could get wrong: published QAs (ChemLit-QA, rewordings included), many QAs with one answer whose
// questions share a single word (the rule lets those repeat), answers that differ by one word,
// empty answers, and negatives that may only be compared within their own context. Every QA must
// get the same verdict, and every QA failed the same reason (the same earlier QA, the same figure).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { WORD_VECTOR_THRESHOLDS } from "../../../src-main/core/pipeline/filters/duplicateThresholds.ts";
import { nearDuplicates, type DuplicateCandidate } from "../../../src-main/core/pipeline/filters/nearDuplicates.ts";
import { parseCsvRecords } from "../../../src-main/core/qaImport/parseCsv.ts";
import { exactNearDuplicates } from "../../support/exactNearDuplicates.ts";
import { CHEMLIT_DIR, chemlitAvailable } from "../../support/reference/referencePaths.ts";

const words = new WordVectorEmbedder();
const thresholds = WORD_VECTOR_THRESHOLDS;

/** A seeded shuffle, so the hard cases land past the first 500 QAs (where the index, not every pair, finds the candidates). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const next = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const VOCABULARY = ["zeolite", "lattice", "sintering", "porosity", "anode", "cathode", "ligand", "solvent", "viscosity", "membrane", "catalyst", "polymer", "crystal", "oxide", "alloy", "coating", "nanowire", "electrolyte", "dopant", "substrate", "precursor", "furnace", "spectrum", "isotherm"];

/** The hard cases, as a published file without sources would hold them: every QA about one paper. */
function hardCases(): Omit<DuplicateCandidate, "id">[] {
  const rows: Omit<DuplicateCandidate, "id">[] = [];
  const answer = "The band gap was 2.1 eV for the annealed ZnO films.";
  // One answer, questions sharing only "gap" (or nothing) with each other: whole likeness can pass on the answers.
  for (let i = 0; i < 120; i++) {
    const own = [0, 1, 2, 3].map((k) => VOCABULARY[(i * 5 + k * 7) % VOCABULARY.length]!);
    rows.push({ question: `Which ${own.join(" ")} ${i % 3 === 0 ? "" : "gap"} was found?`, answer });
  }
  // Answers that differ by one number, questions reworded.
  for (let i = 0; i < 80; i++) rows.push({ question: `What ${VOCABULARY[i % VOCABULARY.length]} conductivity did sample ${i % 10} reach?`, answer: `It reached ${i % 4} S/cm after sintering at 900 °C in air.` });
  // Empty answers: only the questions can repeat.
  for (let i = 0; i < 80; i++) rows.push({ question: `How does the ${VOCABULARY[i % VOCABULARY.length]} change the ${VOCABULARY[(i * 3) % VOCABULARY.length]} of the film?`, answer: i % 2 === 0 ? "" : "   " });
  // Negatives of five contexts, asking what positives of the same or another context ask.
  for (let i = 0; i < 150; i++) {
    const question = `What limits the ${VOCABULARY[i % VOCABULARY.length]} of the ${VOCABULARY[(i * 7) % VOCABULARY.length]}?`;
    rows.push({ question, answer: `The ${VOCABULARY[(i * 11) % VOCABULARY.length]} does.`, scope: `chunk ${i % 5}` });
    rows.push({ question, answer: "The context does not say.", negative: true, scope: `chunk ${(i * 3) % 5}` });
  }
  return rows;
}

function chemlitRows(): Omit<DuplicateCandidate, "id">[] {
  const read = (file: string) => parseCsvRecords(fs.readFileSync(path.join(CHEMLIT_DIR, file), "utf8"));
  const split = read("chemlit_qa_test_split_211_entries.csv").map((r) => ({ question: r["Question"]!, answer: r["Answer"]! }));
  const multi = read("chemlit_qa_multi_dataset.csv").flatMap((r) => [{ question: r["Question"]!, answer: r["Answer"]! }, { question: r["Updated_question"]!, answer: r["Answer"]! }]);
  return [...split, ...multi.slice(0, 900)];
}

describe("the near-duplicate index gives the verdicts of comparing every pair", () => {
  it.skipIf(!chemlitAvailable())("on published QAs mixed with identical answers, one shared word, empty answers and negatives with contexts", { timeout: 10 * 60_000 }, async () => {
    const qas: DuplicateCandidate[] = shuffled([...chemlitRows(), ...hardCases()], 35).map((qa, id) => ({ id, ...qa }));
    expect(qas.length).toBeGreaterThan(1_500);
    const fresh = await nearDuplicates(words, qas, { thresholds });
    const exact = await exactNearDuplicates(words, qas, { thresholds });
    let fails = 0;
    let byAnswers = 0;
    for (const qa of qas) {
      const expected = exact.get(qa.id)!;
      const verdict = fresh.get(qa.id)!;
      expect(verdict.verdict, `QA ${qa.id}: ${qa.question}`).toBe(expected.verdict);
      if (expected.verdict !== "fail") continue;
      fails++;
      if (expected.reason.includes("question and answer together")) byAnswers++;
      expect(verdict.reason, `QA ${qa.id}: ${qa.question}`).toBe(expected.reason);
      // Stored vectors are 32-bit: the figure agrees to about 1e-7.
      expect(verdict.value).toBeCloseTo(expected.value!, 6);
    }
    // The cases are there: repeats by question, and repeats the answers carry.
    expect(fails).toBeGreaterThan(300);
    expect(byAnswers).toBeGreaterThan(50);
  });
});
