import type { QaDetail } from "@contract/qaDetail.ts";
import { FactRow } from "./FactRow.tsx";
import { visibleFacts } from "./qaFacts.ts";

/** "What the model saw": the context the strategy recorded for this QA. */
export function QaModelContext({ detail }: { detail: QaDetail }) {
  return (
    <section aria-labelledby="qa-context-title">
      <h3 id="qa-context-title">What the model saw</h3>
      {visibleFacts(detail.context).length === 0 ? (
        <p className="muted">No context recorded.</p>
      ) : (
        <dl className="qa-context">
          {visibleFacts(detail.context).map(([key, value]) => (
            <FactRow key={key} name={key} value={value} />
          ))}
        </dl>
      )}
    </section>
  );
}
