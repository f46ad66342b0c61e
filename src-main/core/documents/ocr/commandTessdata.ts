import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { installedOcrLanguages } from "./ocrLanguages.ts";
import { OcrLanguageMissingError } from "./OcrLanguageMissingError.ts";

/**
 * A tessdata folder for the tesseract command holding Distillate's own language data (the
 * `@tesseract.js-data/*` packages), so the command reads with the very model tesseract.js reads
 * with. The packages ship it gzipped, which the command cannot read: each language is unpacked
 * into `folder` once (English: 3 MB packed, 4 MB unpacked).
 */
export function writeCommandTessdata(folder: string, languages: readonly string[]): string {
  const installed = installedOcrLanguages();
  fs.mkdirSync(folder, { recursive: true });
  for (const code of languages) {
    const language = installed.find((l) => l.code === code);
    if (!language) throw new OcrLanguageMissingError(code, installed.map((l) => l.code));
    fs.writeFileSync(path.join(folder, `${code}.traineddata`), zlib.gunzipSync(fs.readFileSync(path.join(language.langPath, `${code}.traineddata.gz`))));
  }
  return folder;
}
