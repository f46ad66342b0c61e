import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describeFsError } from "../../files/describeFsError.ts";
import { FileTooLargeError } from "../../files/FileTooLargeError.ts";
import { NotARegularFileError } from "../../files/NotARegularFileError.ts";
import { openRegularFileSync } from "../../files/openRegularFile.ts";
import type { TesseractCommand } from "./tesseractCommand.ts";

/** How long `tesseract --list-langs` may take: it lists a folder and exits. */
const LIST_TIMEOUT_MS = 10_000;
/** What it may print: a line a language (tesseract has about 130, scripts included). */
const LIST_OUTPUT_LIMIT = 64 * 1024;
/** The languages taken from its list, at most: more is no installation but a mistake. */
const MAX_LISTED = 400;
/**
 * A language file of the command's own: Debian's English (tessdata_fast) is 4 MB, the largest of
 * tesseract's best models under 20 MB. Past this, whatever lies at the name is no language model.
 */
const MAX_LANGUAGE_BYTES = 100 * 1024 * 1024;

/** The language data installed with the tesseract command: its folder and the codes it listed. */
export interface SystemTessdata {
  folder: string;
  languages: string[];
}

/**
 * Where the installed command reads its own language data, as `tesseract --list-langs` says
 * (`List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (2):`, which follows
 * TESSDATA_PREFIX when it is set), and the languages it listed; null when it does not run or
 * does not say. Run without a shell, bounded in time and output; killed outright when late (a
 * command that ignores SIGTERM, as a hung wrapper script can, would otherwise be waited on for good).
 */
export async function findSystemTessdata(command: TesseractCommand, env: NodeJS.ProcessEnv = process.env): Promise<SystemTessdata | null> {
  const printed = await new Promise<string | null>((resolve) => {
    execFile(command.file, ["--list-langs"], { timeout: LIST_TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: LIST_OUTPUT_LIMIT, windowsHide: true, env: { ...env, OMP_THREAD_LIMIT: "1" } }, (error, stdout, stderr) => {
      resolve(error ? null : `${stdout}\n${stderr}`);
    });
  });
  const lines = printed?.split(/\r?\n/) ?? [];
  const header = lines.findIndex((line) => /^List of available languages in "/.test(line));
  const folder = header < 0 ? null : /"(.+)"/.exec(lines[header]!)?.[1];
  if (!folder || !path.isAbsolute(folder)) return null;
  const languages = lines.slice(header + 1, header + 1 + MAX_LISTED).map((l) => l.trim()).filter((code) => /^[a-z_]{3,20}$/i.test(code) && code !== "osd");
  return { folder, languages };
}

/**
 * Why the command's own data cannot read `languages`, in words for a paper's notes; null when
 * each has a regular file `<code>.traineddata` in the folder within the size limit. Each file is
 * opened without blocking and its kind checked on the opened file (openRegularFile.ts): a named pipe
 * at the name would otherwise hold the command for good, and a link loop or a huge file is no
 * language. Nothing is read: the command reads the file itself.
 */
export function systemLanguageProblem(folder: string, languages: readonly string[]): string | null {
  for (const code of languages) {
    if (!/^[a-z_]{3,20}$/i.test(code)) return `"${code}" is not a language code`;
    const file = path.join(folder, `${code}.traineddata`);
    try {
      fs.closeSync(openRegularFileSync(file, { maxBytes: MAX_LANGUAGE_BYTES, limitFor: "a language file" }).fd);
    } catch (error) {
      return `its ${code} data ${whyNot(error)}`;
    }
  }
  return null;
}

/** The languages of `listed` whose file is usable (see systemLanguageProblem), in its order. */
export function usableSystemLanguages(system: SystemTessdata): string[] {
  return system.languages.filter((code) => systemLanguageProblem(system.folder, [code]) === null);
}

function whyNot(error: unknown): string {
  if (error instanceof NotARegularFileError) return `is ${error.kind}, not a file`;
  if (error instanceof FileTooLargeError) return `is larger than ${MAX_LANGUAGE_BYTES / 1024 / 1024} MB, too large for a language file`;
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return "is not installed";
  return `could not be opened (${describeFsError(error)})`;
}
