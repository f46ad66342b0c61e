import { EmptyItemsTable } from "./EmptyItemsTable.tsx";
import type { RunLine } from "./runProgress.ts";
import type { useRunDetail } from "./useRunDetail.ts";

/** The run's items that yielded no QAs, with why. */
export function RunEmptyItems({ line, emptyItems }: { line: RunLine; emptyItems: ReturnType<typeof useRunDetail>["emptyItems"] }) {
  // Answers kept from Ask are QAs without items: nothing ran, so nothing can have yielded nothing.
  if (line.total === 0) return null;
  return (
    <>
      <h3>Items that yielded no QAs</h3>
      {emptyItems.error && (
        <p role="alert" className="error">
          {emptyItems.error.message}
        </p>
      )}
      {emptyItems.data && <EmptyItemsTable items={emptyItems.data} ran={line.done + line.failed} />}
    </>
  );
}
