import type { UploadedFile } from "@contract/importResults.ts";

// Where the PDFs of an import come from in the page: file inputs and drag-and-drop give File
// objects, whose bytes are uploaded (the only way in a browser, and fine in the desktop app too).

/** Whether a picked or dropped file is a PDF, by type or, when the system gives none, by name. */
export function isPdf(file: { name: string; type: string }): boolean {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

export async function toUploads(files: File[]): Promise<UploadedFile[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, data: new Uint8Array(await file.arrayBuffer()) })));
}

/** What a drop held: PDF files, and the paths of files and folders when the page can know them (desktop). */
export interface DroppedItems {
  /** Desktop only: paths of the dropped PDFs and folders, imported where they are. */
  paths: string[];
  /** PDFs to upload (files without a known path, including those inside dropped folders). */
  files: File[];
  /** A name for the batch: the folder's when one folder was dropped. */
  folder: string | undefined;
}

/**
 * Collects the PDFs of a drop. Must be called during the drop event (the browser empties the
 * DataTransfer afterwards); folders are walked after that. `pathOf` gives a dropped item's path
 * in the desktop app and null in a browser.
 */
export function readDrop(transfer: DataTransfer, pathOf: (file: File) => string | null): Promise<DroppedItems> {
  const paths: string[] = [];
  const direct: File[] = [];
  const folders: FileSystemDirectoryEntry[] = [];
  let folder: string | undefined;
  const items = Array.from(transfer.items).filter((item) => item.kind === "file");
  for (const item of items) {
    const entry = item.webkitGetAsEntry();
    const file = item.getAsFile();
    const path = file ? pathOf(file) : null;
    if (entry?.isDirectory) {
      if (items.length === 1) folder = entry.name;
      if (path) paths.push(path);
      else folders.push(entry as FileSystemDirectoryEntry);
    } else if (file && isPdf(file)) {
      if (path) paths.push(path);
      else direct.push(file);
    }
  }
  return Promise.all(folders.map(pdfsInFolder)).then((nested) => ({ paths, files: [...direct, ...nested.flat()], folder }));
}

/** Every PDF under a dropped folder, in name order. */
async function pdfsInFolder(folder: FileSystemDirectoryEntry): Promise<File[]> {
  const entries = await readAllEntries(folder);
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const out: File[] = [];
  for (const entry of entries) {
    if (entry.isDirectory) out.push(...(await pdfsInFolder(entry as FileSystemDirectoryEntry)));
    else if (/\.pdf$/i.test(entry.name)) out.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
  }
  return out;
}

/** A folder's entries; the reader hands them out in batches until it returns an empty one. */
async function readAllEntries(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** Whether a drag carries files (not text or a link), so the drop zone only lights up for files. */
export function dragHasFiles(transfer: DataTransfer | null): boolean {
  return !!transfer && Array.from(transfer.types).includes("Files");
}

/** A short name for a batch: the single file's name, or how many files. */
export function batchLabel(names: string[]): string {
  if (names.length === 1) return names[0]!;
  return `${names.length} files`;
}

let batchCounter = 0;

/** A batch id unique in this window, echoed back in the batch's progress events. */
export function newBatchId(): string {
  batchCounter++;
  return `import-${Date.now().toString(36)}-${batchCounter}`;
}
