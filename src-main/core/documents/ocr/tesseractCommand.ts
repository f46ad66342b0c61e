import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The installed tesseract command OCR can run: where it is and its version ("5.3.0"). */
export interface TesseractCommand {
  file: string;
  version: string;
}

/** PATH entries looked at, at most: a PATH longer than this is someone's mistake, not more places to look. */
const MAX_PATH_ENTRIES = 64;
/** How long `tesseract --version` may take: it prints a few lines and exits. */
const VERSION_TIMEOUT_MS = 10_000;
/** What `--version` may print: a dozen lines of library versions. */
const VERSION_OUTPUT_LIMIT = 64 * 1024;
/** The first version with the LSTM engine, which reads with the same models as tesseract.js. */
const MIN_MAJOR_VERSION = 4;

/**
 * Where the installers put tesseract when PATH does not say: an app started from the macOS Dock
 * or Finder gets a PATH without Homebrew's folders, and the UB Mannheim Windows installer does
 * not add its folder to PATH unless asked. A Linux desktop session's PATH holds /usr/bin, where
 * the distributions' packages put it.
 */
function knownFolders(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string[] {
  if (platform === "darwin") return ["/opt/homebrew/bin", "/usr/local/bin", "/opt/local/bin"];
  if (platform === "win32") return [env["ProgramFiles"], env["ProgramFiles(x86)"], env["LOCALAPPDATA"] && path.join(env["LOCALAPPDATA"], "Programs")].filter((f): f is string => !!f).map((f) => path.join(f, "Tesseract-OCR"));
  return [];
}

/**
 * The tesseract executable: the first in PATH (its first MAX_PATH_ENTRIES folders), then in the
 * installers' usual folders; null when there is none. Only files are taken, never run here.
 */
export function findTesseractFile(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string | null {
  const name = platform === "win32" ? "tesseract.exe" : "tesseract";
  const pathValue = env["PATH"] ?? env["Path"] ?? "";
  const folders = [...pathValue.split(path.delimiter).slice(0, MAX_PATH_ENTRIES), ...knownFolders(env, platform)].filter((f) => path.isAbsolute(f));
  for (const folder of new Set(folders)) {
    const file = path.join(folder, name);
    try {
      if (!fs.statSync(file).isFile()) continue;
      if (platform !== "win32") fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // Not there, or not runnable: the next folder.
    }
  }
  return null;
}

/**
 * The tesseract command found (see findTesseractFile), once its `--version` says it is 4 or later
 * (the LSTM engine); null when there is none, it does not run, or it is older. Run without a
 * shell, bounded in time and output; killed outright (SIGKILL) when late: a command that ignores
 * SIGTERM (a wrapper script that traps it) was waited on for good, and every scanned page with it.
 */
export async function findTesseractCommand(env: NodeJS.ProcessEnv = process.env): Promise<TesseractCommand | null> {
  const file = findTesseractFile(env);
  if (!file) return null;
  const printed = await new Promise<string | null>((resolve) => {
    execFile(file, ["--version"], { timeout: VERSION_TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: VERSION_OUTPUT_LIMIT, windowsHide: true, env: { ...env, OMP_THREAD_LIMIT: "1" } }, (error, stdout, stderr) => {
      resolve(error ? null : `${stdout}\n${stderr}`);
    });
  });
  // "tesseract 5.3.0" (Debian, Homebrew) or "tesseract v5.3.0.20221214" (UB Mannheim).
  const version = printed && /^tesseract v?(\d+)\.(\d+)(?:\.(\d+))?/im.exec(printed);
  if (!version || Number(version[1]) < MIN_MAJOR_VERSION) return null;
  return { file, version: version.slice(1).filter((part) => part !== undefined).join(".") };
}
