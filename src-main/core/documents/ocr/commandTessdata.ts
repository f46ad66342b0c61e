import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { readRegularFileSync } from "../../files/readRegularFile.ts";
import { installedOcrLanguages } from "./ocrLanguages.ts";
import { OcrLanguageMissingError } from "./OcrLanguageMissingError.ts";

/** A language's packed data: English's is 3 MB, the largest of tesseract's best models under 20 MB. */
const MAX_PACKED_BYTES = 100 * 1024 * 1024;
/** Unpacked: English's is 4 MB; a file that unpacks past this is no language model. */
const MAX_UNPACKED_BYTES = 400 * 1024 * 1024;

/**
 * A tessdata folder for the tesseract command holding Distillate's own language data (the
 * `@tesseract.js-data/*` packages), so the command reads with the very model tesseract.js reads
 * with. The packages ship it gzipped, which the command cannot read: each language is unpacked
 * into `folder` once (English: 3 MB packed, 4 MB unpacked).
 */
export function writeCommandTessdata(folder: string, languages: readonly string[]): string {
  const installed = installedOcrLanguages();
  const missing = languages.find((code) => !installed.some((l) => l.code === code));
  if (missing !== undefined) throw new OcrLanguageMissingError(missing, installed.map((l) => l.code));
  // Unpacked beside the folder and renamed once whole: a language that fails to unpack leaves no
  // folder, so the next page tries again and fails as clearly, instead of the command reading a
  // folder with a language missing or cut short.
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    for (const code of languages) {
      const { langPath } = installed.find((l) => l.code === code)!;
      // Read without blocking and to a limit, and unpacked to a limit: whatever lies at the name is checked, not trusted.
      const packed = readRegularFileSync(path.join(langPath, `${code}.traineddata.gz`), { maxBytes: MAX_PACKED_BYTES, limitFor: "OCR language data" });
      fs.writeFileSync(path.join(partial, `${code}.traineddata`), zlib.gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }));
    }
    fs.renameSync(partial, folder);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return folder;
}
