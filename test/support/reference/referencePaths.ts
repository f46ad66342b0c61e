import fs from "node:fs";
import path from "node:path";
import { SHARED_DIR } from "../sharedFixtures.ts";

/** The published QA datasets beside the repository (../shared/reference): ChemLit-QA's, MIT-licensed. */
export const REFERENCE_DIR = path.join(SHARED_DIR, "reference");
export const CHEMLIT_DIR = path.join(REFERENCE_DIR, "chemlit-qa");

/**
 * SciQAG's files (select_50.json, test_qas_8531.json) as fetched from MasterAI-EAM/SciQAG's data/
 * folder: they state no licence, so they are never copied into the project; this variable points
 * at them on the machine.
 */
export const SCIQAG_ENV = "DISTILLATE_SCIQAG_DIR";

export function chemlitAvailable(): boolean {
  return fs.existsSync(path.join(CHEMLIT_DIR, "chemlit_qa_test_split_211_entries.csv"));
}

/** SciQAG's folder, or null (with why) when the variable is unset or its files are missing. */
export function sciqagDir(): { dir: string | null; why: string | null } {
  const dir = process.env[SCIQAG_ENV];
  if (!dir) return { dir: null, why: `${SCIQAG_ENV} is not set: fetch github.com/MasterAI-EAM/SciQAG and point it at its data/ folder (select_50.json, test_qas_8531.json)` };
  const missing = ["select_50.json", "test_qas_8531.json"].filter((f) => !fs.existsSync(path.join(dir, f)));
  return missing.length > 0 ? { dir: null, why: `${SCIQAG_ENV}=${dir} lacks ${missing.join(" and ")}` } : { dir, why: null };
}

/**
 * Which part of a dataset a row belongs to: thresholds and rules are chosen on the "choose" part
 * (rows or papers at even positions, counting from 0) and reported on the "report" part (odd).
 */
export type Part = "choose" | "report";
export const partOf = (index0: number): Part => (index0 % 2 === 0 ? "choose" : "report");
