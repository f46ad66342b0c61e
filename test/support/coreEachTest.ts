import { afterEach, beforeEach } from "vitest";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { callService } from "./callService.ts";
import { tempDir } from "./tempDir.ts";

/** Calls on the current test's core, through the dispatcher every transport uses. */
export interface CoreCalls {
  /** A service method by its name (`callService`): a failed call throws its error's name and message. */
  call<T>(method: string, ...args: unknown[]): Promise<T>;
  /** Imports one PDF file through `imports.importPapers` and gives its paper's id. */
  importOne(file: string): Promise<number>;
}

/**
 * A new core (every service over a real library) in a temp data folder for each test of the
 * calling file: handed to `opened` with its folder before the test (to keep it and seed it),
 * closed after it, so no test sees another's library.
 */
export function coreEachTest(opened: (core: Core, dataDir: string) => void = () => undefined): CoreCalls {
  let core: Core | undefined;
  beforeEach(() => {
    const dataDir = tempDir();
    core = createCore({ dataDir });
    opened(core, dataDir);
  });
  afterEach(async () => {
    await core?.closeAsync();
    core = undefined;
  });
  const call = <T>(method: string, ...args: unknown[]): Promise<T> => {
    if (!core) throw new Error(`${method} was called outside a test: the core is open only during each test`);
    return callService<T>(core.services, method, args);
  };
  return {
    call,
    importOne: async (file) => {
      const [result] = await call<{ paperId: number }[]>("imports.importPapers", [file]);
      return result!.paperId;
    },
  };
}
