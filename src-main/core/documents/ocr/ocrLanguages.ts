import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Where tesseract.js's language data packages are installed: `@tesseract.js-data/<code>`. */
const DATA_SCOPE = "@tesseract.js-data";
/** The data each package holds in this folder: tessdata_best's networks in integers (~3 MB for English). */
const MODEL_FOLDER = "4.0.0_best_int";
/**
 * The package that ships tesseract's English tessdata_fast model as a plain file (Apache-2.0, the
 * very bytes of Debian's `tesseract-ocr-eng`), and where in it. No `@tesseract.js-data` package
 * has a fast model.
 */
const FAST_ENGLISH = { pkg: "tesseract.js-node", file: "test/fixtures/tessdata/eng.traineddata" };

/**
 * Which of tesseract's networks reads a language. "fast" is tessdata_fast, a smaller network
 * (`Lfx192` where best has `Lfx512`) that reads a page in about a third less time; "best" is
 * tessdata_best in integers. Only English has a fast model installed; other languages read best.
 */
export type OcrModel = "fast" | "best";

/**
 * tessdata_best: the fast network reads small raised citation numbers as quote marks and symbols
 * the raised-mark rules do not take for numbers ("slowly®.", "work’."), so they stay glued to
 * words in the paper's prose (docs/ocr.md, "Round 13: speed").
 */
export const DEFAULT_OCR_MODEL: OcrModel = "best";

/** A language OCR can read: its tesseract code ("eng", "deu"), its data file, and which model that is. */
export interface OcrLanguage {
  code: string;
  /** The `.traineddata` file, gzipped or not (`.gz`). */
  file: string;
  model: OcrModel;
}

/**
 * The languages whose data package is installed beside the app (`npm install
 * @tesseract.js-data/<code>`), English first, each in the model asked for when it is installed
 * and in tessdata_best otherwise. Read from the packages' folders, so nothing is ever fetched at
 * run time.
 */
export function installedOcrLanguages(model: OcrModel = "best"): OcrLanguage[] {
  let scope: string;
  try {
    scope = path.dirname(path.dirname(require.resolve(`${DATA_SCOPE}/eng/package.json`)));
  } catch {
    return [];
  }
  const codes = fs.readdirSync(scope).filter((code) => /^[a-z_]+$/i.test(code) && fs.existsSync(path.join(scope, code, MODEL_FOLDER, `${code}.traineddata.gz`)));
  const fast = model === "fast" ? fastEnglishFile() : null;
  return codes
    .sort((a, b) => (a === "eng" ? -1 : b === "eng" ? 1 : a.localeCompare(b)))
    .map((code) => (code === "eng" && fast ? { code, file: fast, model: "fast" } : { code, file: path.join(scope, code, MODEL_FOLDER, `${code}.traineddata.gz`), model: "best" }));
}

/** The installed tessdata_fast English model's file, or null when its package is absent. */
function fastEnglishFile(): string | null {
  try {
    const file = path.join(path.dirname(require.resolve(`${FAST_ENGLISH.pkg}/package.json`)), FAST_ENGLISH.file);
    return fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}
