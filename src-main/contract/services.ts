import type { DbInfo } from "./library.ts";
import type { ImportOptions, ImportResult, PaperDetail, PaperSummary } from "./papers.ts";
import type { DoctorReport } from "./system.ts";

/**
 * The service interfaces are the IPC contract: the Electron bridge, the HTTP server and the
 * CLI are thin adapters over these methods, so every method takes and returns plain data that
 * the schemas in this folder describe.
 */
export interface SystemService {
  /** Versions of the runtime pieces and whether each loads on this machine. */
  doctor(): Promise<DoctorReport>;
}

export interface LibraryService {
  /** The database file, its schema version and the row count of every table. */
  dbInfo(): Promise<DbInfo>;
  /**
   * Imports PDF files and folders (walked recursively for *.pdf). One result per file, in the
   * order the files were found; a file that cannot be imported is a "failed" result, never a
   * rejected call.
   */
  importPapers(paths: string[], options?: ImportOptions): Promise<ImportResult[]>;
  /** Every paper in the library, newest import first. */
  listPapers(): Promise<PaperSummary[]>;
  /** One paper as read. Rejects with PaperNotFoundError for an unknown id. */
  getPaper(id: number): Promise<PaperDetail>;
}

export interface DistillateServices {
  system: SystemService;
  library: LibraryService;
}
