import { useCallback } from "react";
import type { ImportFileReport } from "@contract/importReport.ts";
import { client } from "../../client/index.ts";
import { errorInfoOf } from "../../shared/errorInfo.ts";

// What the user does to imports already in the report (unlock a file, settle a duplicate, clear
// finished batches, cancel one): each asks the core, says a failure in words, and then reloads
// the report so the row shows the outcome either way. useImports.ts starts the imports.

/** The report's actions; `reload` refreshes the report, `setFailure` shows a failure above it. */
export function useImportReportActions(reload: () => void, setFailure: (error: Error | null) => void) {
  const unlock = useCallback(
    async (batchId: string, file: ImportFileReport, password: string) => {
      setFailure(null);
      try {
        await client.call("imports.unlockImport", batchId, file.index, password);
      } catch (error) {
        setFailure(new Error(`${file.name} could not be unlocked: ${errorInfoOf(error).message}`));
      } finally {
        reload();
      }
    },
    [reload, setFailure],
  );

  const resolveDuplicate = useCallback(
    async (batchId: string, file: ImportFileReport, keepBoth: boolean) => {
      setFailure(null);
      try {
        await client.call("imports.resolveDuplicate", batchId, file.index, keepBoth);
      } catch (error) {
        setFailure(new Error(`${file.name}: ${errorInfoOf(error).message}`));
      } finally {
        reload();
      }
    },
    [reload, setFailure],
  );

  const clearFinished = useCallback(async () => {
    setFailure(null);
    try {
      await client.call("imports.clearImports");
    } catch (error) {
      setFailure(error as Error);
    } finally {
      reload();
    }
  }, [reload, setFailure]);

  const cancel = useCallback(
    async (batchId: string) => {
      try {
        await client.call("imports.cancelImport", batchId);
      } catch (error) {
        setFailure(error as Error);
      } finally {
        reload();
      }
    },
    [reload, setFailure],
  );

  return { unlock, resolveDuplicate, clearFinished, cancel };
}
