import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The start of the temporary folders (unpacked language data, each page's output) of the native
 * OCR engines of one thread: a pool that terminates a worker removes them, as the worker cannot.
 */
export function nativeOcrFolderPrefix(thread: number): string {
  return `distillate-tesseract-${process.pid}-${thread}-`;
}

/** Removes the temporary folders of the native OCR engines of one thread (see nativeOcrFolderPrefix). */
export function removeNativeOcrFolders(thread: number): void {
  const prefix = nativeOcrFolderPrefix(thread);
  try {
    for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(prefix))) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  } catch {
    // A temporary folder that cannot be listed or removed is left to the system's cleaning.
  }
}
