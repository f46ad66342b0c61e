import { libraryChanged } from "../../contract/events.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { dataVersion, paperMark, runMarks } from "../db/repositories/libraryChanges.ts";
import type { Emit } from "./EventHub.ts";

export interface WatchOtherProcessesOptions {
  /** The library if it is open, else null: watching never opens (or creates) it. */
  db(): LibraryDatabase | null;
  emit: Emit;
  /** How often SQLite's change counter is read, in milliseconds. Defaults to 1,000. */
  intervalMs?: number;
  /** Where a failed look goes (a locked file, say); the next tick tries again. Defaults to a no-op. */
  log?: (message: string) => void;
}

/**
 * Tells the open windows what another process did to the library: a run the CLI started, its
 * items finishing, papers it imported. The services announce only what this process does, so
 * without this a run started from the command line appeared in the Runs view only after a
 * reload. Every `intervalMs` it reads SQLite's `data_version` (which moves only when another
 * connection commits); when it moved, it compares each run's mark and the papers' with the last
 * ones and emits "runs.changed" for each run that differs and "library.changed" for new or
 * removed papers. `npm run bench:db` measures a tick. Returns the function that stops it.
 */
export function watchOtherProcesses(options: WatchOtherProcessesOptions): () => void {
  const look = lookForOtherWriters(options);
  look();
  const timer = setInterval(look, options.intervalMs ?? 1000);
  // Watching never keeps a process alive.
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * One look at a time, for `watchOtherProcesses` (and a test, which looks when it wants): the
 * first one takes the baseline and says nothing.
 */
export function lookForOtherWriters(options: Omit<WatchOtherProcessesOptions, "intervalMs">): () => void {
  const { emit, log = () => undefined } = options;
  let seen: { db: LibraryDatabase; version: number; runs: Map<number, string>; papers: string } | null = null;

  return () => {
    const db = options.db();
    if (!db) return;
    try {
      const version = dataVersion(db);
      // A connection opened since the last look starts a new baseline: its counter is its own.
      if (seen && seen.db === db && seen.version === version) return;
      const runs = runMarks(db);
      const papers = paperMark(db);
      if (seen && seen.db === db) {
        for (const [runId, mark] of runs) if (seen.runs.get(runId) !== mark) emit({ type: "runs.changed", runId });
        // Which papers another process touched is not known here: any may have changed.
        if (seen.papers !== papers) emit(libraryChanged());
      }
      seen = { db, version, runs, papers };
    } catch (error) {
      log(`Could not look for changes by other processes: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
