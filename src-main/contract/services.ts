import type { DbInfo } from "./library.ts";
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
}

export interface DistillateServices {
  system: SystemService;
  library: LibraryService;
}
