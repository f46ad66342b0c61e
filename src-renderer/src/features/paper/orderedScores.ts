import { sortMetrics } from "@contract/metricCatalog.ts";
import type { KeyQaView } from "@contract/keyQas.ts";

/** A QA's scores in the catalog's order (the checks that most often decide trust first). */
export function orderedScores(qa: KeyQaView): KeyQaView["scores"] {
  const order = sortMetrics(qa.scores.map((s) => s.metric));
  return [...qa.scores].sort((a, b) => order.indexOf(a.metric) - order.indexOf(b.metric));
}
