import type { ImportBatchReport } from "./importStatus.ts";
import { describeTally, tallyBatches } from "./importTally.ts";

/**
 * Imports that are over, folded into one line so the library keeps its room: what came in and
 * what failed, with the files a click away.
 */
export function ImportsDoneLine({ batches, onOpen, onClear }: { batches: ImportBatchReport[]; onOpen(): void; onClear(): void }) {
  const tally = tallyBatches(batches);
  return (
    <section className="panel import-panel import-panel-done" aria-labelledby="import-heading" data-testid="imports-done">
      <h2 id="import-heading">Imports</h2>
      <span className={tally.failed > 0 ? "error" : "muted"}>{describeTally(tally, "finished")}</span>
      <button type="button" className="link-button" aria-expanded={false} onClick={onOpen}>
        Show files
      </button>
      <button type="button" onClick={onClear}>
        Clear
      </button>
    </section>
  );
}
