import { availabilityMark } from "@contract/modelAvailability.ts";
import { Badge } from "../../shared/Badge.tsx";
import { formatDateTime } from "../../shared/format.ts";
import type { ModelAvailabilities } from "../../shared/useModelAvailability.ts";

/**
 * Whether the selected model can be used now, in the Models view's panel: for a model on servers
 * whether they answer (with "Check again"), for any model why it failed when it was last used.
 */
export function ModelAvailabilityLine({ modelId, remote, availability }: { modelId: number; remote: boolean; availability: ModelAvailabilities }) {
  const known = availability.byId.get(modelId);
  const mark = availabilityMark(known);
  if (!remote && !mark) return null;
  return (
    <div className={mark ? "model-availability model-availability-down" : "model-availability"} role="status" aria-label="Whether the model can be used">
      {mark ? (
        <Badge tone="danger">{mark}</Badge>
      ) : (
        <Badge tone={known ? "ok" : "neutral"}>{known ? "answers" : availability.checking ? "checking…" : "not checked"}</Badge>
      )}{" "}
      <span>{mark ? known!.reason : known ? "Its servers answered and list the model." : "Its servers have not been asked yet."}</span>
      {known && <span className="muted"> ({remote ? "checked" : "when last used"} {formatDateTime(known.checkedAt)})</span>}
      {remote && (
        <button type="button" className="model-availability-check" disabled={availability.checking} onClick={availability.refresh}>
          {availability.checking ? "Checking…" : "Check again"}
        </button>
      )}
    </div>
  );
}
