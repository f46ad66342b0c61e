import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Where tesseract.js's language data packages are installed: `@tesseract.js-data/<code>`. */
const DATA_SCOPE = "@tesseract.js-data";
/** The data each package holds in this folder: the integer LSTM models (small and fast; ~3 MB for English). */
const MODEL_FOLDER = "4.0.0_best_int";

/** A language OCR can read: its tesseract code ("eng", "deu") and the folder of its `.traineddata.gz`. */
export interface OcrLanguage {
  code: string;
  langPath: string;
}

/**
 * The languages whose data package is installed beside the app (`npm install
 * @tesseract.js-data/<code>`), English first. Read from the packages' folders, so nothing is ever
 * fetched at run time.
 */
export function installedOcrLanguages(): OcrLanguage[] {
  let scope: string;
  try {
    scope = path.dirname(path.dirname(require.resolve(`${DATA_SCOPE}/eng/package.json`)));
  } catch {
    return [];
  }
  const codes = fs.readdirSync(scope).filter((code) => /^[a-z_]+$/i.test(code) && fs.existsSync(path.join(scope, code, MODEL_FOLDER, `${code}.traineddata.gz`)));
  return codes.sort((a, b) => (a === "eng" ? -1 : b === "eng" ? 1 : a.localeCompare(b))).map((code) => ({ code, langPath: path.join(scope, code, MODEL_FOLDER) }));
}
