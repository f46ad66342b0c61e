import { foldJournal } from "../db/foldJournal.ts";
import type { LoadedModel } from "../llm/engine/LoadedModel.ts";
import type { ModelHost } from "../llm/host/ModelHost.ts";
import type { CoreServices } from "./createServices.ts";
import type { LibraryHandle } from "./openLibrary.ts";
import type { ModelRuntime } from "./startModelRuntime.ts";
import type { CoreWorkers } from "./startWorkers.ts";

export interface ClosedParts {
  library: LibraryHandle;
  workers: CoreWorkers;
  runtime: ModelRuntime;
  modelHost: ModelHost<LoadedModel>;
  services: CoreServices;
}

/**
 * Closes the core in the order its parts depend on each other. Everything that must be done
 * before the caller goes on happens before this returns: parses, reports and exports under way
 * have failed, exports' temporary files are gone, runs are pausing, the database is closed. The
 * promise resolves once every worker thread has ended and llama.cpp has been released, so a
 * process that exits after awaiting it never ends while one of them still runs native code.
 */
export function closeCore({ library, workers, runtime, modelHost, services }: ClosedParts): Promise<void> {
  const workersEnded = workers.close();
  // Answers being written stop (nothing of them is stored), like runs below.
  services.ask.dispose();
  // Runs are paused first (resumable), then every model is unloaded, then llama.cpp released.
  const stopped = services.runs.dispose().then(() => modelHost.dispose());
  const released = runtime.detach()?.then(async (r) => {
    await stopped;
    await r.dispose();
  });
  // Before the database closes: an unfinished hash stays null and resumes next time.
  services.models.dispose();
  services.imports.dispose();
  services.review.dispose();
  const opened = library.exists();
  library.close();
  // Once no worker reads the library any more, its log is folded into the file (see foldJournal).
  const foldedAfterWorkers = workersEnded.then(() => {
    if (opened) foldJournal(library.databasePath);
  });
  return Promise.all([foldedAfterWorkers, released?.catch(() => undefined)]).then(() => undefined);
}
