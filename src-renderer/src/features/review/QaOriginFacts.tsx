import { describeOrigin, type QaOrigin } from "@contract/qaImport.ts";
import type { QaDetail } from "@contract/qaDetail.ts";
import { importedFields } from "./importedFields.ts";

const FORMAT_WORDS: Record<QaOrigin["format"], string> = { csv: "a CSV file", jsonl: "a JSON Lines file", json: "a JSON file" };

/**
 * "Where it came from", in place of "What the model saw" for an imported QA: no model wrote it
 * or was shown anything. The file and row in words, then the row's other fields made readable.
 */
export function QaOriginFacts({ detail, origin }: { detail: QaDetail; origin: QaOrigin }) {
  const fields = importedFields(detail.labels["imported"]);
  return (
    <section aria-labelledby="qa-origin-title" data-testid="qa-origin">
      <h3 id="qa-origin-title">Where it came from</h3>
      <p className="qa-origin-line">
        {describeOrigin(origin)} ({FORMAT_WORDS[origin.format]}).
      </p>
      <p className="muted qa-origin-note">No model wrote this QA: it was imported as the file gives it, then checked by the same filters as generated QAs.</p>
      {fields.length > 0 && (
        <>
          <h4 className="qa-origin-fields-title">Other fields of its row</h4>
          <dl className="qa-context" data-testid="qa-origin-fields">
            {fields.map((field) => (
              <div key={field.name} className="qa-origin-field">
                <dt>{field.name}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
